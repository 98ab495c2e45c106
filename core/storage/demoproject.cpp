#include "storage/demoproject.h"

#include "storage/candidaterepository.h"
#include "storage/demobom.h"
#include "storage/democostdecision.h"
#include "storage/projectfile.h"

namespace fw::core {

void createDemoProject(const QString& path)
{
    auto project = ProjectFile::create(path);
    project->setMeta(QString::fromLatin1(kDemoMetaKey), QStringLiteral("1"));
    CandidateRepository candidates(*project);
    // Invented offers: the names say so, and is_example keeps them out of any real report.
    const qint64 infiniband =
        candidates.add({.supplier = QStringLiteral("Example Supplier A"),
                        .offerName = QStringLiteral("Example: 16 nodes, NDR InfiniBand, rented"),
                        .fabric = FabricKind::InfiniBand,
                        .delivery = DeliveryModel::CloudRental,
                        .nodeCount = 16,
                        .notes = QStringLiteral("Example data for trying the workbench. Not a real offer."),
                        .isExample = true});
    const qint64 roce =
        candidates.add({.supplier = QStringLiteral("Example Supplier B"),
                        .offerName = QStringLiteral("Example: 16 nodes, 400G RoCE v2, colocated"),
                        .fabric = FabricKind::RoceV2,
                        .delivery = DeliveryModel::Colocation,
                        .nodeCount = 16,
                        .notes = QStringLiteral("Example data for trying the workbench. Not a real offer."),
                        .isExample = true});
    addDemoBomAndQuestionnaires(*project, infiniband, roce);
    addExampleCostAndDecision(*project);
}

} // namespace fw::core
