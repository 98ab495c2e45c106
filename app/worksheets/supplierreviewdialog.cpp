// SPDX-License-Identifier: Apache-2.0
#include "worksheets/supplierreviewdialog.h"

#include "common/objectnames.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace fw::app {

namespace {

constexpr int kKeyRole = Qt::UserRole;
constexpr int kKindRole = Qt::UserRole + 1;
constexpr int kAnswer = 0;
constexpr int kField = 1;
constexpr int kPrice = 2;

} // namespace

SupplierReviewDialog::SupplierReviewDialog(const core::supplierreview::Review& review, QWidget* parent)
    : QDialog(parent), m_changes(named(new QTreeWidget(this), "changes"))
{
    setWindowTitle(tr("Answers from %1").arg(review.stamp.candidateName));
    // Only the kinds that change: "2 answers", never "2 answers, BOM fields and price lines" when only answers do.
    QStringList parts;
    if (!review.answers.isEmpty())
        parts << tr("%n answer(s)", nullptr, int(review.answers.size()));
    if (!review.bom.isEmpty())
        parts << tr("%n BOM field(s)", nullptr, int(review.bom.size()));
    if (!review.prices.isEmpty())
        parts << tr("%n price line(s)", nullptr, int(review.prices.size()));
    auto* intro = named(new QLabel(tr("The workbook changes %1. Untick what you reject; the ticked changes are stored "
                                      "as one step that Undo takes back.")
                                       .arg(QLocale().createSeparatedList(parts)),
                                   this),
                        "reviewIntro");
    intro->setWordWrap(true);
    m_changes->setColumnCount(4);
    m_changes->setHeaderLabels({tr("Change"), tr("Before"), tr("After"), tr("Red flags and checks")});
    m_changes->setRootIsDecorated(false);
    m_changes->setWordWrap(true);
    m_changes->header()->setStretchLastSection(true);
    for (const core::supplierreview::AnswerChange& change : review.answers) {
        QStringList notes;
        for (const QString& flag : change.newRedFlags)
            notes << tr("New red flag: %1").arg(flag);
        for (const core::ClaimCheck& check : change.checks)
            notes << check.describe();
        auto* item = new QTreeWidgetItem(
            m_changes,
            {tr("Question %1").arg(change.number), core::displayName(change.before.status) + u'\n' + change.before.text,
             core::displayName(change.after.status) + u'\n' + change.after.text, notes.join(u'\n')});
        item->setData(0, kKeyRole, change.questionKey);
        item->setData(0, kKindRole, kAnswer);
        item->setCheckState(0, Qt::Checked);
    }
    for (const core::supplierreview::BomChange& change : review.bom) {
        auto* item = new QTreeWidgetItem(m_changes, {tr("BOM: %1").arg(change.label), change.before, change.after});
        item->setData(0, kKeyRole, change.fieldKey);
        item->setData(0, kKindRole, kField);
        item->setCheckState(0, Qt::Checked);
    }
    for (const core::supplierreview::PriceChange& change : review.prices) {
        using core::supplierreview::PriceChange;
        QString note;
        if (change.after && review.costBefore[int(change.component)].source != core::InputSource::Quoted)
            note = tr("%1 will be taken from the price sheet (quoted).").arg(core::displayName(change.component));
        auto* item = new QTreeWidgetItem(
            m_changes, {tr("Price line %1: %2 (%3)")
                            .arg(QString::number(change.line), change.item, core::displayName(change.component)),
                        PriceChange::describe(change.before), PriceChange::describe(change.after), note});
        item->setData(0, kKeyRole, change.line);
        item->setData(0, kKindRole, kPrice);
        item->setCheckState(0, Qt::Checked);
    }
    for (int c = 0; c < 3; ++c)
        m_changes->setColumnWidth(c, c == 0 ? 160 : 240);
    // A cell cut to its column ends in "…": its whole text is in its tooltip.
    for (int i = 0; i < m_changes->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_changes->topLevelItem(i);
        for (int c = 0; c < m_changes->columnCount(); ++c)
            item->setToolTip(c, item->text(c));
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Store ticked changes"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_changes, 1);
    layout->addWidget(buttons);
    resize(900, 500);
}

QSet<QString> SupplierReviewDialog::accepted(int kind) const
{
    QSet<QString> keys;
    for (int i = 0; i < m_changes->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = m_changes->topLevelItem(i);
        if (item->data(0, kKindRole).toInt() == kind && item->checkState(0) == Qt::Checked)
            keys.insert(item->data(0, kKeyRole).toString());
    }
    return keys;
}

QSet<int> SupplierReviewDialog::acceptedPrices() const
{
    QSet<int> lines;
    for (const QString& line : accepted(kPrice))
        lines.insert(line.toInt());
    return lines;
}

QSet<QString> SupplierReviewDialog::acceptedAnswers() const
{
    return accepted(kAnswer);
}

QSet<QString> SupplierReviewDialog::acceptedFields() const
{
    return accepted(kField);
}

} // namespace fw::app
