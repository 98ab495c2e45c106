// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLocale>
#include <QString>
#include <memory>

class QTranslator;

namespace fw::app {

// Switches tr() and the default QLocale to the report's language for as long as it lives, whatever the UI
// language is, and restores both afterwards.
//
// Why a translator installed for the duration rather than translating through a private QTranslator only: the
// report reuses texts that core/ and the pages already translate with tr() (verdicts, reasons, the worksheet's
// columns, cost derivations), and those go through QCoreApplication::translate. So a private translator is
// installed on top of the UI's: it answers every lookup, with the report language's text or with the English
// source, so the UI translators underneath are never consulted. The UI keeps its own translators throughout;
// the LanguageChange events the swap posts to widgets arrive after the scope ends, when the UI language is
// back, so nothing on screen changes. Build reports on the GUI thread only; texts translated on other threads
// while a report is being built would come out in the report's language.
class ReportLanguage
{
public:
    static const QStringList& codes(); // "en", "de", "ja"
    static bool isKnown(const QString& code);
    // The fonts the report is set in, first choice first: DejaVu Sans for Latin text and digits, then Noto Sans CJK
    // JP (fonts-noto-cjk) for kana and kanji, named explicitly so Japanese never falls back to a font without the
    // glyphs. Not Noto CJK alone: Qt's PDF writer loses the text of digits that Noto CJK shapes in Latin runs
    // (pdftotext reads "Page of"), though they are drawn.
    static QStringList fontFamilies(const QString& code);

    explicit ReportLanguage(const QString& code);
    ~ReportLanguage();
    ReportLanguage(const ReportLanguage&) = delete;
    ReportLanguage& operator=(const ReportLanguage&) = delete;

    const QString& code() const { return m_code; }
    QLocale locale() const { return QLocale(m_code); }
    // False when the language's translation could not be loaded (English needs none).
    bool translationLoaded() const { return m_loaded; }

private:
    QString m_code;
    std::unique_ptr<QTranslator> m_translator;
    QLocale m_previousLocale;
    bool m_loaded = false;
};

} // namespace fw::app
