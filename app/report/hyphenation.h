// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

class QTextDocument;

namespace fw::app {

// Language-aware hyphenation for the PDF report: soft hyphens (U+00AD) at the hyphenation points of long words, so
// a narrow table cell breaks "Anbieter-angabe" at a syllable with a visible hyphen instead of cutting the word
// anywhere. The points come from the TeX-derived patterns LibreOffice uses, read with libhyphen from
// /usr/share/hyphen (Debian's hyphen-de and hyphen-en-us). Japanese needs none: lines break between any two
// kana or kanji.
class Hyphenator
{
public:
    // The hyphenator of a report language ("en", "de"), loaded once; nullptr where the language has no patterns
    // or they are not installed (then words are not hyphenated, and the caller says so).
    static const Hyphenator* forLanguage(const QString& code);
    // Where the patterns of a language are looked for; empty for a language without.
    static QString patternFile(const QString& code);

    ~Hyphenator();
    Hyphenator(const Hyphenator&) = delete;
    Hyphenator& operator=(const Hyphenator&) = delete;

    // The word with a soft hyphen at each hyphenation point (the word unchanged when it has none).
    QString hyphenate(const QString& word) const;

private:
    explicit Hyphenator(void* dictionary);
    void* m_dictionary; // HyphenDict*, kept out of this header
    bool m_utf8;
};

// Inserts soft hyphens into every word of at least `minimumLetters` letters of the document's text, in the
// report language. Returns false when the language should be hyphenated but its patterns are missing.
bool hyphenateDocument(QTextDocument& document, const QString& languageCode, int minimumLetters = 7);

} // namespace fw::app
