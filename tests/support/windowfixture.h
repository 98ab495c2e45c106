// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "languagemanager.h"
#include "mainwindow.h"
#include "scriptedprompts.h"
#include "settings.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

// The main window with everything it needs, for tests that drive the whole application: a fresh folder, settings in
// it, the language manager and scripted prompts. Inherit it next to QObject, call openWindow() from init() and
// closeWindow() from cleanup(). The members are declared so that the window goes before what it uses.
class WindowFixture
{
public:
    WindowFixture() = default;
    WindowFixture(const WindowFixture&) = delete;
    WindowFixture& operator=(const WindowFixture&) = delete;
    ~WindowFixture() { closeWindow(); }

protected:
    QString path(const char* name) const { return m_dir->filePath(QString::fromLatin1(name)); }

    // Makes the folder, settings, languages, prompts and window and shows it; waits until it is active if asked to.
    void openWindow(bool waitUntilActive = true)
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_settings = std::make_unique<fw::app::Settings>(path("settings.ini"));
        m_languages = std::make_unique<fw::app::LanguageManager>();
        m_prompts = ScriptedPrompts();
        m_window = std::make_unique<fw::app::MainWindow>(*m_settings, *m_languages, m_prompts);
        m_window->show();
        if (!waitUntilActive)
            return;
        QApplication::setActiveWindow(m_window.get());
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    }

    // The window first, then the language manager (it removes its translators), then the settings.
    void closeWindow()
    {
        m_window.reset();
        m_languages.reset();
        m_settings.reset();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<fw::app::Settings> m_settings;
    std::unique_ptr<fw::app::LanguageManager> m_languages;
    ScriptedPrompts m_prompts;
    std::unique_ptr<fw::app::MainWindow> m_window;
};
