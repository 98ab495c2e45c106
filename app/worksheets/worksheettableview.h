// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QTableView>

class QUndoStack;

namespace fw::app {

// Lets a worksheet model check a whole paste before any cell of it is written.
class CellValidator
{
public:
    virtual ~CellValidator() = default;
    // Empty when `value` may go into `index`, else why not, naming the cell.
    virtual QString rejection(const QModelIndex& index, const QString& value) const = 0;
};

// A table that moves like a spreadsheet: Tab and Shift+Tab go to the next and previous editable cell, Enter
// commits and goes down, typing starts editing, Ctrl+C copies the selected range as tab-separated text,
// Ctrl+V pastes such a range from the current cell (into the editable cells it covers) as one undoable
// edit, and Delete clears the selected cells.
class WorksheetTableView final : public QTableView
{
    Q_OBJECT

public:
    explicit WorksheetTableView(QWidget* parent = nullptr);

    void setUndoStack(QUndoStack* undoStack) { m_undoStack = undoStack; }

    QString selectionAsText() const;
    // Returns false, writing nothing, when any value does not fit its cell; pasteRejected says why.
    bool pasteText(const QString& text);
    void clearSelectedCells();

signals:
    void pasteRejected(const QString& message);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void closeEditor(QWidget* editor, QAbstractItemDelegate::EndEditHint hint) override;

private:
    QModelIndex nextEditable(const QModelIndex& from, int step) const;
    QModelIndex belowEditable(const QModelIndex& from) const;
    void setCells(const QList<std::pair<QModelIndex, QString>>& cells, const QString& undoText);

    QUndoStack* m_undoStack = nullptr;
};

} // namespace fw::app
