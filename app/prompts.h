// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "storage/projectidentity.h"

#include <QString>
#include <QStringList>

class QWidget;

namespace fw::app {

// A new project as the user described it: where its file goes and what the procurement is called.
struct NewProjectAnswer
{
    QString path; // empty when the user cancels
    core::ProjectIdentity identity;
};

// The answer to "start this measurement?": whether to run, and whether to stop asking for that connection.
struct RunAnswer
{
    bool run = false;
    bool dontAskAgain = false;
};

// Every modal question the app asks goes through here, so GUI tests answer without dialogs or sleeps.
class Prompts
{
public:
    virtual ~Prompts() = default;
    virtual void showError(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual bool confirm(QWidget* parent, const QString& title, const QString& text) = 0;
    // An import error where some files have result rows that cannot be read: true when the user chooses to import
    // the rows that can be read.
    virtual bool salvageRows(QWidget* parent, const QString& title, const QString& text) = 0;
    // Empty when the user cancels.
    virtual QString projectToOpen(QWidget* parent) = 0;
    // The procurement's name, the buyer's organisation and the file (named after the procurement by default).
    virtual NewProjectAnswer newProject(QWidget* parent) = 0;
    // Whether to trust a server's SSH host key. `replacing` is the explicit re-trust of a key that differs from
    // the stored one; the text says what that risks.
    virtual bool trustHostKey(QWidget* parent, const QString& host, const QString& keyType, const QString& fingerprint,
                              bool replacing) = 0;
    // The passphrase of an encrypted private key, used once and never stored; empty when the user cancels.
    virtual QString keyPassphrase(QWidget* parent, const QString& keyFile) = 0;
    // Whether to start a measurement: `text` names the candidate, the connection, the launcher and the command.
    // `offerDontAsk`: the question has a "Don't ask again for this connection" check box.
    virtual RunAnswer startRun(QWidget* parent, const QString& title, const QString& text, bool offerDontAsk) = 0;
    // Whether to stop the running agent job so that the window can close; `faultHeld`: a plan may be holding a
    // fault on a node, which stopping reverts first.
    virtual bool stopJobAndClose(QWidget* parent, bool faultHeld) = 0;
    // One line of text, e.g. an address; empty when the user cancels.
    virtual QString text(QWidget* parent, const QString& title, const QString& label) = 0;
    // Where to save an exported file: `suggested` is the proposed path, `filter` a file-dialog filter
    // ("PDF (*.pdf)") whose suffix is added when the user gives none. Empty when the user cancels.
    // Files to read; empty when the user cancels. `multiple`: more than one may be chosen.
    virtual QStringList filesToOpen(QWidget* parent, const QString& title, const QString& filter, bool multiple) = 0;
    virtual QString exportPath(QWidget* parent, const QString& title, const QString& suggested,
                               const QString& filter) = 0;
    // Help text (rich text) to read and close.
    virtual void showHelp(QWidget* parent, const QString& title, const QString& html) = 0;
};

// The real dialogs.
class DialogPrompts final : public Prompts
{
public:
    void showError(QWidget* parent, const QString& title, const QString& text) override;
    bool confirm(QWidget* parent, const QString& title, const QString& text) override;
    bool salvageRows(QWidget* parent, const QString& title, const QString& text) override;
    QString projectToOpen(QWidget* parent) override;
    NewProjectAnswer newProject(QWidget* parent) override;
    bool trustHostKey(QWidget* parent, const QString& host, const QString& keyType, const QString& fingerprint,
                      bool replacing) override;
    QString keyPassphrase(QWidget* parent, const QString& keyFile) override;
    RunAnswer startRun(QWidget* parent, const QString& title, const QString& text, bool offerDontAsk) override;
    bool stopJobAndClose(QWidget* parent, bool faultHeld) override;
    QString text(QWidget* parent, const QString& title, const QString& label) override;
    QStringList filesToOpen(QWidget* parent, const QString& title, const QString& filter, bool multiple) override;
    QString exportPath(QWidget* parent, const QString& title, const QString& suggested, const QString& filter) override;
    void showHelp(QWidget* parent, const QString& title, const QString& html) override;
};

} // namespace fw::app
