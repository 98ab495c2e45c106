// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"

#include <QString>

namespace fw::core {

// "supplier / offer": how the command line, the supplier workbook's stamp and the procurement checklist name a
// candidate (both parts always, so a stamp reads back the same). The window's choosers drop an empty part instead.
QString supplierAndOffer(const Candidate& candidate);

} // namespace fw::core
