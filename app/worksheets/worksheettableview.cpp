// SPDX-License-Identifier: Apache-2.0
#include "worksheets/worksheettableview.h"

#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QUndoStack>

namespace fw::app {

WorksheetTableView::WorksheetTableView(QWidget* parent) : QTableView(parent)
{
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                    QAbstractItemView::AnyKeyPressed);
    setTabKeyNavigation(true);
}

QString WorksheetTableView::selectionAsText() const
{
    const QModelIndexList selected = selectionModel()->selectedIndexes();
    if (selected.isEmpty())
        return {};
    int top = INT_MAX, left = INT_MAX, bottom = -1, right = -1;
    for (const QModelIndex& index : selected) {
        top = std::min(top, index.row());
        bottom = std::max(bottom, index.row());
        left = std::min(left, index.column());
        right = std::max(right, index.column());
    }
    QStringList lines;
    for (int row = top; row <= bottom; ++row) {
        QStringList cells;
        for (int column = left; column <= right; ++column) {
            const QModelIndex index = model()->index(row, column);
            QString text = selectionModel()->isSelected(index) ? index.data(Qt::DisplayRole).toString() : QString();
            // Tabs and line breaks inside a cell would split it when pasted back.
            text.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
            cells << text;
        }
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n'));
}

bool WorksheetTableView::pasteText(const QString& text)
{
    const QModelIndex start = currentIndex();
    if (!start.isValid() || text.isEmpty())
        return false;
    QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() > 1 && lines.last().isEmpty())
        lines.removeLast(); // spreadsheets end a copied range with a line break
    QList<std::pair<QModelIndex, QString>> cells;
    QStringList problems;
    const auto* validator = dynamic_cast<const CellValidator*>(model());
    for (int r = 0; r < lines.size(); ++r) {
        const QStringList values = lines.at(r).split(QLatin1Char('\t'));
        for (int c = 0; c < values.size(); ++c) {
            const QModelIndex index = model()->index(start.row() + r, start.column() + c);
            if (!index.isValid() || !(model()->flags(index) & Qt::ItemIsEditable))
                continue;
            QString value = values.at(c);
            value.remove(QLatin1Char('\r'));
            if (validator) {
                if (const QString why = validator->rejection(index, value); !why.isEmpty())
                    problems << why;
            }
            cells.append({index, value});
        }
    }
    if (!problems.isEmpty()) {
        emit pasteRejected(tr("Nothing was pasted:\n%1").arg(problems.join(QLatin1Char('\n'))));
        return false;
    }
    setCells(cells, tr("Paste %n cell(s)", nullptr, int(cells.size())));
    return !cells.isEmpty();
}

void WorksheetTableView::clearSelectedCells()
{
    QList<std::pair<QModelIndex, QString>> cells;
    for (const QModelIndex& index : selectionModel()->selectedIndexes()) {
        if (model()->flags(index) & Qt::ItemIsEditable)
            cells.append({index, QString()});
    }
    setCells(cells, tr("Clear %n cell(s)", nullptr, int(cells.size())));
}

void WorksheetTableView::setCells(const QList<std::pair<QModelIndex, QString>>& cells, const QString& undoText)
{
    if (cells.isEmpty())
        return;
    if (m_undoStack)
        m_undoStack->beginMacro(undoText);
    for (const auto& [index, value] : cells)
        model()->setData(index, value);
    if (m_undoStack)
        m_undoStack->endMacro();
}

void WorksheetTableView::keyPressEvent(QKeyEvent* event)
{
    if (state() != EditingState) {
        if (event->matches(QKeySequence::Copy)) {
            QApplication::clipboard()->setText(selectionAsText());
            return;
        }
        if (event->matches(QKeySequence::Paste)) {
            pasteText(QApplication::clipboard()->text());
            return;
        }
        if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
            clearSelectedCells();
            return;
        }
        if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
            if (const QModelIndex below = belowEditable(currentIndex()); below.isValid())
                setCurrentIndex(below);
            return;
        }
    }
    QTableView::keyPressEvent(event);
}

QModelIndex WorksheetTableView::nextEditable(const QModelIndex& from, int step) const
{
    if (!from.isValid())
        return {};
    const int columns = model()->columnCount();
    const int cells = model()->rowCount() * columns;
    for (int i = from.row() * columns + from.column() + step; i >= 0 && i < cells; i += step) {
        const QModelIndex index = model()->index(i / columns, i % columns);
        if (model()->flags(index) & Qt::ItemIsEditable)
            return index;
    }
    return {};
}

QModelIndex WorksheetTableView::belowEditable(const QModelIndex& from) const
{
    if (!from.isValid())
        return {};
    for (int row = from.row() + 1; row < model()->rowCount(); ++row) {
        const QModelIndex index = model()->index(row, from.column());
        if (model()->flags(index) & Qt::ItemIsEditable)
            return index;
    }
    return {};
}

QModelIndex WorksheetTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    if (cursorAction == MoveNext || cursorAction == MovePrevious) {
        const QModelIndex next = nextEditable(currentIndex(), cursorAction == MoveNext ? 1 : -1);
        return next.isValid() ? next : currentIndex();
    }
    return QTableView::moveCursor(cursorAction, modifiers);
}

void WorksheetTableView::closeEditor(QWidget* editor, QAbstractItemDelegate::EndEditHint hint)
{
    // Enter in an editor commits and goes down, as in a spreadsheet.
    if (hint == QAbstractItemDelegate::SubmitModelCache) {
        QTableView::closeEditor(editor, QAbstractItemDelegate::NoHint);
        if (const QModelIndex below = belowEditable(currentIndex()); below.isValid())
            setCurrentIndex(below);
        return;
    }
    QTableView::closeEditor(editor, hint);
}

} // namespace fw::app
