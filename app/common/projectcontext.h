// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

// The open project as every page sees it, and the one way a page reaches it. The main window owns the project file
// and tells the context when it opens or closes one; pages read project() when they need it and connect to
// changed() to drop what they show of the previous one. The undo stack of the project's edits lives here too.
// edited() is the one signal that the open project's content changed, whoever changed it: every edit, undo and redo
// on the stack, and the few writes that are not undoable (an agent run or a plan run stored as it ran), which call
// notifyEdited(). The navigation, banners and pages follow it rather than reading again when a page is opened.
class ProjectContext final : public QObject
{
    Q_OBJECT

public:
    explicit ProjectContext(QObject* parent = nullptr);
    ~ProjectContext() override;

    // The open project; nullptr when none is.
    core::ProjectFile* project() const { return m_project; }
    QUndoStack* undoStack() const { return m_undoStack; }
    // Whether edits can be made: a project is open and it is not read-only.
    bool isEditable() const;

    // Called by the owner of the project file (the main window, or a test) after it opened one or before it closes
    // it (nullptr). Clears the undo stack, whose commands point into the old project, then emits changed().
    void setProject(core::ProjectFile* project);
    // Says that the open project was written outside the undo stack (edited() follows).
    void notifyEdited();
    // Says that a file was written (an export, a workbook, a saved plan), so that no export ends without a word: the
    // window shows it in the status bar and keeps it in the message history (announced() follows).
    void announceWritten(const QString& path);
    // A write behind another program's (ProjectFile::setWaitHandler, process-wide): an import on a thread of its own
    // queues and is announced(); an edit on the window's thread is refused after 5 seconds, naming the holder, so the
    // window keeps answering. The window that owns this context calls it once; the handler goes with the context.
    void queueWritesBehindOthers();

signals:
    // Another project, or none, is open now.
    void changed();
    // The open project's content changed: an edit, its undo or redo, or a write outside the stack.
    void edited();
    // A sentence for the window's status bar and message history.
    void announced(const QString& text);

private:
    bool m_queuesWrites = false; // this context's wait handler is installed
    core::ProjectFile* m_project = nullptr;
    QUndoStack* m_undoStack;
};

} // namespace fw::app
