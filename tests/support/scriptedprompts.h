// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "prompts.h"

#include <QStringList>

// Answers the app's questions from the test script and records what the user would have been told.
class ScriptedPrompts final : public fw::app::Prompts
{
public:
    void showError(QWidget*, const QString& title, const QString& text) override
    {
        errors << title + QStringLiteral(": ") + text;
    }
    bool confirm(QWidget*, const QString&, const QString& text) override
    {
        questions << text;
        return confirmAnswer;
    }
    bool salvageRows(QWidget*, const QString& title, const QString& text) override
    {
        errors << title + QStringLiteral(": ") + text;
        return salvageAnswer;
    }
    QString projectToOpen(QWidget*) override { return pathAnswer; }
    fw::app::NewProjectAnswer newProject(QWidget*) override { return {pathAnswer, identityAnswer}; }
    bool trustHostKey(QWidget*, const QString& host, const QString&, const QString& fingerprint,
                      bool replacing) override
    {
        hostKeyQuestions << (replacing ? QStringLiteral("replace ") : QStringLiteral("trust ")) + host +
                                QLatin1Char(' ') + fingerprint;
        return trustAnswer;
    }
    QString keyPassphrase(QWidget*, const QString& keyFile) override
    {
        questions << keyFile;
        return passphraseAnswer;
    }
    fw::app::RunAnswer startRun(QWidget*, const QString&, const QString& text, bool offerDontAsk) override
    {
        runQuestions << text;
        runOfferedDontAsk << offerDontAsk;
        return {runAnswer, runAnswer && offerDontAsk && dontAskAgainAnswer};
    }
    bool stopJobAndClose(QWidget*, bool faultHeld) override
    {
        stopQuestions << (faultHeld ? QStringLiteral("fault held") : QStringLiteral("job running"));
        return stopAnswer;
    }

    QString text(QWidget*, const QString&, const QString& label) override
    {
        questions << label;
        return textAnswer;
    }
    QStringList filesToOpen(QWidget*, const QString&, const QString&, bool) override { return filesAnswer; }
    QString exportPath(QWidget*, const QString&, const QString& suggested, const QString&) override
    {
        exportSuggestions << suggested;
        return exportPathAnswer;
    }

    void showHelp(QWidget*, const QString& title, const QString& html) override
    {
        help << title + QStringLiteral(": ") + html;
    }

    bool confirmAnswer = true;
    bool salvageAnswer = false; // the import error dialog's "Import What Can Be Read"
    bool trustAnswer = false;
    QString passphraseAnswer;
    bool stopAnswer = true;
    bool runAnswer = true;           // Run the Agent's "start this measurement?": yes
    bool dontAskAgainAnswer = false; // and its "Don't ask again for this connection"
    QStringList runQuestions;        // the text of each such question
    QList<bool> runOfferedDontAsk;   // whether each offered "Don't ask again"
    QStringList stopQuestions;       // "fault held" or "job running", one per question
    QStringList help;                // "title: html", one per help shown
    QString textAnswer;              // empty: the user cancels
    QStringList hostKeyQuestions;
    QString pathAnswer;
    fw::core::ProjectIdentity identityAnswer; // what File > New is told the procurement is called
    QStringList filesAnswer;                  // empty: the user cancels
    QString exportPathAnswer;                 // empty: the user cancels
    QStringList exportSuggestions;
    QStringList errors;
    QStringList questions;
};
