#include "domain/candidatename.h"

namespace fw::core {

QString supplierAndOffer(const Candidate& candidate)
{
    return candidate.supplier + QStringLiteral(" / ") + candidate.offerName;
}

} // namespace fw::core
