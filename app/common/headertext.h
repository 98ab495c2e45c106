// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

// Table header texts that stay whole in a narrow column: a header's text is broken into lines (a header grows as
// tall as its tallest text) rather than being cut, so a long German or Japanese heading is read in full.
namespace fw::app {

// `text` broken at word boundaries (between characters in Japanese) into lines of at most `width` pixels in the
// header font, joined by "\n"; `text` itself when it fits.
QString headerLines(const QString& text, int width);

} // namespace fw::app
