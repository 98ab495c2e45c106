// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/bomcatalog.h"

#include <QJsonObject>

namespace fw::core {

// What one host's `fabric-agent facts` say about the BOM fields, as display values in the fields' units.
// A field the facts cannot tell is absent. Where a host has several values (two HCAs on different
// firmware), they are listed, sorted and comma-separated.
BomValues measuredBom(const QJsonObject& facts, FabricKind fabric);

// Whether a measured value agrees with the declared one: versions by their numbers (a declared "12.4"
// accepts a measured "12.4.1"), numbers in GiB within 5 % (MemTotal is below the installed size),
// text when the words of one all appear in the other ("Xeon 8480+" in "Intel(R) Xeon(R) 8480+"), everything else
// exactly. A list of values agrees only when each of them does.
bool measuredMatches(const BomField& field, const QString& declared, const QString& measured);

} // namespace fw::core
