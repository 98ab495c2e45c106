// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

namespace fw::core {

// The groups of the test bill of materials, in the order of requirement R2.1, then the fabric specifics.
enum class BomGroup
{
    Gpu,
    Host,
    Nic,
    Switch,
    Cabling,
    NetworkConfig,
    Placement,
    Software,
    InfiniBandSpecifics,
    RoceSpecifics
};

// How a declared value is typed, so that edits and pastes can be checked and compared with measurements.
enum class BomValueType
{
    Text,
    Integer, // whole number, optionally with a unit
    Number,  // decimal number, optionally with a unit
    Version, // dotted version, compared by its numeric parts
    Choice   // one of `options`
};

struct BomOption
{
    const char* key;   // stored
    const char* label; // translated on display (context "fw::core::BomCatalog")
};

// One line of the BOM worksheet. `fabric` set: only for candidates of that fabric (R2.4, R2.5).
struct BomField
{
    const char* key;
    BomGroup group;
    BomValueType type;
    const char* label; // translated on display (context "fw::core::BomCatalog")
    const char* unit = "";
    QList<BomOption> options;
    std::optional<FabricKind> fabric;
    bool measurable = false; // the agent's facts can tell the real value
};

// Declared values of one candidate by field key; an empty or absent value means "not declared".
using BomValues = QMap<QString, QString>;

// The field catalog of R2.1, R2.4 and R2.5.
class BomCatalog
{
public:
    static const QList<BomField>& all();
    static QList<BomField> forFabric(FabricKind fabric);
    static const BomField* field(const QString& key);

    static QString groupName(BomGroup group);
    static QString label(const BomField& field);
    static QString optionLabel(const BomField& field, const QString& key);

    // The first dotted version number in `text` ("4.1.4" in "Open MPI v4.1.4, package ..."), or empty.
    static QString versionNumber(const QString& text);
    // Normalises a typed or pasted value: a choice accepts its key or its label in any language we show,
    // numbers accept a trailing unit. Returns nothing when `input` does not fit the field, with `why` set.
    static std::optional<QString> normalise(const BomField& field, const QString& input, QString* why = nullptr);
};

// The fabric line rate in GB/s that ranks on one node can drive: the declared NIC speed (Gb/s / 8) × the NICs they
// use, min(HCAs per node, ranks per node), one NIC where the BOM declares no count. None without a NIC speed.
std::optional<double> fabricLineRateGBs(const BomValues& declared, int ranksPerNode);

} // namespace fw::core
