// SPDX-License-Identifier: Apache-2.0
#include "domain/candidatename.h"

namespace fw::core {

QString supplierAndOffer(const Candidate& candidate)
{
    return candidate.supplier + QStringLiteral(" / ") + candidate.offerName;
}

} // namespace fw::core
