// SPDX-License-Identifier: Apache-2.0
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcLanguage, "fw.app.language", QtInfoMsg)

namespace fw::app {

const QList<LanguageManager::Language>& LanguageManager::available()
{
    static const QList<Language> languages = {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

QString LanguageManager::systemDefault()
{
    const QString system = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    for (const Language& language : available()) {
        if (language.code == system)
            return system;
    }
    return QStringLiteral("en");
}

QString LanguageManager::current()
{
    const QString code = QLocale().name().section(QLatin1Char('_'), 0, 0);
    for (const Language& language : available()) {
        if (language.code == code)
            return code;
    }
    return QStringLiteral("en");
}

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) {}

bool LanguageManager::setLanguage(const QString& code)
{
    const auto known = std::any_of(available().begin(), available().end(),
                                   [&](const Language& language) { return language.code == code; });
    if (!known)
        return false;

    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    // English has a translation too: its plural forms only.
    if (m_appTranslator.load(QStringLiteral(":/i18n/fabricworkbench_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_appTranslator);
    else
        qCWarning(lcLanguage) << "no translation of the workbench for" << code;
    if (code != QLatin1String("en")) {
        // Qt's own strings (standard buttons, undo texts); optional, from qt6-translations-l10n.
        if (m_qtTranslator.load(QStringLiteral("qtbase_%1").arg(code),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qtTranslator);
    }
    QLocale::setDefault(QLocale(code));
    m_code = code;
    emit languageChanged(code);
    return true;
}

} // namespace fw::app
