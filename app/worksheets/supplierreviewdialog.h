// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "supplier/supplierreview.h"

#include <QDialog>
#include <QSet>

class QTreeWidget;

namespace fw::app {

// What a supplier's returned workbook would change, one row per answer, BOM field and price line, old against new, with
// the new red flags and the checks of its figures. Every change starts ticked; the buyer unticks what to reject. Object
// names: "changes" (the tree; answers, BOM fields and price lines are its top-level items, checkable).
class SupplierReviewDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit SupplierReviewDialog(const core::supplierreview::Review& review, QWidget* parent = nullptr);

    QSet<QString> acceptedAnswers() const; // question keys
    QSet<QString> acceptedFields() const;  // BOM field keys
    QSet<int> acceptedPrices() const;      // price-sheet line numbers

private:
    QSet<QString> accepted(int kind) const;

    QTreeWidget* m_changes;
};

} // namespace fw::app
