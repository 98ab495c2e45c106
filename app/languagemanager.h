// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QTranslator>

namespace fw::app {

// Switches the UI language at runtime; widgets follow through QEvent::LanguageChange.
class LanguageManager final : public QObject
{
    Q_OBJECT

public:
    struct Language
    {
        QString code;       // "en", "de", "ja"
        QString nativeName; // shown untranslated, so a user can always find their own language
    };
    static const QList<Language>& available();
    // The best available language for the system locale.
    static QString systemDefault();
    // The language the user interface is shown in now (setLanguage() makes it the default locale's); "en" before
    // any was set. What a report is written in unless the user picks another.
    static QString current();

    explicit LanguageManager(QObject* parent = nullptr);

    // Returns false, changing nothing, for an unknown code.
    bool setLanguage(const QString& code);
    const QString& language() const { return m_code; }

signals:
    void languageChanged(const QString& code);

private:
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    QString m_code = QStringLiteral("en");
};

} // namespace fw::app
