// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

namespace fw::app {

// The text layer of a PDF that QPdfWriter wrote, made to read as the page does (issue 43).
//
// Qt's PDF engine maps each embedded glyph back to text by searching the font's character map upwards from U+0000
// and keeping the first code point that gives the glyph. Where several code points share a glyph the lowest wins:
// Noto CJK draws 日 (U+65E5) and the Kangxi radical ⽇ (U+2F47) with one glyph, so the report's dates extract as
// "12⽉6⽇", and a ligature glyph extracts as its presentation form ("Beschaﬀung" with U+FB00). A search of an
// archive of reports then finds neither "日" nor "Beschaffung".
//
// This rewrites the destinations of every ToUnicode map in `pdf` that fall in the CJK radical blocks (U+2E80–U+2FDF)
// or are Latin ligatures (U+FB00–U+FB06) to their compatibility decomposition (NFKC: ⽇ → 日, ﬀ → ff), the
// character the page shows; the streams' lengths, the cross-reference table and `startxref` follow the new sizes.
// A PDF with none of these, or one this does not recognise (no cross-reference table where `startxref` points),
// comes back unchanged.
QByteArray readableTextLayer(const QByteArray& pdf);

} // namespace fw::app
