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
    QString projectToOpen(QWidget*) override { return pathAnswer; }
    QString newProjectPath(QWidget*) override { return pathAnswer; }

    bool confirmAnswer = true;
    QString pathAnswer;
    QStringList errors;
    QStringList questions;
};
