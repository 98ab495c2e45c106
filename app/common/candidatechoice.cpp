// SPDX-License-Identifier: Apache-2.0
#include "common/candidatechoice.h"

#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QComboBox>
#include <QSignalBlocker>

namespace fw::app {

QString candidateLabel(const core::Candidate& candidate)
{
    if (candidate.offerName.isEmpty())
        return candidate.supplier;
    if (candidate.supplier.isEmpty())
        return candidate.offerName;
    return QStringLiteral("%1 / %2").arg(candidate.supplier, candidate.offerName);
}

void fillCandidateChoice(QComboBox* box, core::ProjectFile* project, const QString& none)
{
    const QVariant chosen = box->currentData();
    const bool noneChosen = box->currentIndex() == 0 && box->count() > 1;
    const QSignalBlocker blocker(box);
    box->clear();
    box->addItem(none);
    if (project) {
        for (const core::Candidate& c : core::CandidateRepository(*project).all())
            box->addItem(candidateLabel(c), c.id);
    }
    const int index = chosen.isValid() ? box->findData(chosen) : -1;
    box->setCurrentIndex(index >= 0 ? index : (noneChosen || box->count() == 1 ? 0 : 1));
}

std::optional<qint64> chosenCandidate(const QComboBox* box)
{
    const QVariant data = box->currentData();
    return data.isValid() ? std::optional(data.toLongLong()) : std::nullopt;
}

} // namespace fw::app
