// SPDX-License-Identifier: Apache-2.0
#include "reportlanguage.h"

#include <QCoreApplication>
#include <QTranslator>

namespace fw::app {

namespace {

// The report language's translation where it has one, the English source everywhere else: never null, so
// QCoreApplication::translate stops here and the UI's translators are not asked.
class AnsweringTranslator final : public QTranslator
{
public:
    QString translate(const char* context, const char* sourceText, const char* disambiguation, int n) const override
    {
        QString text = QTranslator::translate(context, sourceText, disambiguation, n);
        if (text.isNull())
            text = QString::fromUtf8(sourceText);
        return text;
    }
    bool isEmpty() const override { return false; }
};

} // namespace

const QStringList& ReportLanguage::codes()
{
    static const QStringList codes = {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")};
    return codes;
}

bool ReportLanguage::isKnown(const QString& code)
{
    return codes().contains(code);
}

QStringList ReportLanguage::fontFamilies(const QString&)
{
    return {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK JP")};
}

ReportLanguage::ReportLanguage(const QString& code)
    : m_code(isKnown(code) ? code : QStringLiteral("en")), m_translator(std::make_unique<AnsweringTranslator>()),
      m_previousLocale(QLocale())
{
    m_loaded = m_translator->load(QStringLiteral(":/i18n/fabricworkbench_%1.qm").arg(m_code));
    QCoreApplication::installTranslator(m_translator.get());
    QLocale::setDefault(QLocale(m_code));
}

ReportLanguage::~ReportLanguage()
{
    QCoreApplication::removeTranslator(m_translator.get());
    QLocale::setDefault(m_previousLocale);
}

} // namespace fw::app
