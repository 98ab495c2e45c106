#pragma once

#include <QString>

class QWidget;

namespace fw::app {

// Every modal question the app asks goes through here, so GUI tests answer without dialogs or sleeps.
class Prompts
{
public:
    virtual ~Prompts() = default;
    virtual void showError(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual bool confirm(QWidget* parent, const QString& title, const QString& text) = 0;
    // Empty when the user cancels.
    virtual QString projectToOpen(QWidget* parent) = 0;
    virtual QString newProjectPath(QWidget* parent) = 0;
};

// The real dialogs.
class DialogPrompts final : public Prompts
{
public:
    void showError(QWidget* parent, const QString& title, const QString& text) override;
    bool confirm(QWidget* parent, const QString& title, const QString& text) override;
    QString projectToOpen(QWidget* parent) override;
    QString newProjectPath(QWidget* parent) override;
};

} // namespace fw::app
