// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "domain/pricesheet.h"
#include "domain/questionnaireanswer.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <optional>
#include <utility>

namespace fw::core {

class ProjectFile;
struct Question;

// The workbook a buyer sends one supplier and takes back (issue 24): where each question, answer and BOM field sits,
// and the stamp that recognises the file on return. The texts are in the language of the translator installed
// while it is written or read (the caller's language scope); the catalog's own texts in `language`.
namespace supplierworkbook {

inline constexpr int kFormatVersion = 2;        // 2 adds the price sheet; format 1 workbooks are still read
inline constexpr auto kStampSheet = "fw_stamp"; // hidden; its name is the same in every language

// The Questionnaire sheet: a header row, then one row per question in catalog order.
enum QuestionColumn
{
    kNumberColumn,
    kQuestionColumn,
    kNeedColumn,
    kStatusColumn,    // drop-down of the statuses
    kAnswerColumn,    // free text
    kBandwidthColumn, // numeric claims only: bus bandwidth in GB/s
    kSizeColumn,      // numeric claims only: the message size it was measured at, in MiB
    kEvidenceColumn,  // the documents the supplier attaches
    kQuestionColumns
};
// The BOM sheet: a header row, then one row per field of the candidate's fabric.
enum BomColumn
{
    kGroupColumn,
    kFieldColumn,
    kUnitColumn,
    kAllowedColumn,
    kValueColumn,
    kBomColumns
};
inline constexpr int kFirstRow = 1; // below the header
// The Price sheet: a header row, then the buyer's rows (one per cost component a supplier can quote, component and
// item given) and kFreePriceRows rows for the supplier's own items (component chosen from a drop-down). A row's
// price-sheet line number is its position below the header, from 1.
enum PriceColumn
{
    kLineColumn,
    kComponentColumn,
    kItemColumn,
    kUnitPriceColumn,
    kQuantityColumn,
    kCurrencyColumn,
    kBillingColumn,
    kTermColumn,       // months
    kValidUntilColumn, // a date
    kLeadTimeColumn,   // weeks
    kLineTotalColumn,  // a formula, for the supplier's eyes only; not read back
    kPriceColumns
};
inline constexpr int kFreePriceRows = 8;
inline constexpr auto kFreeRowKey = "*"; // a free row in the stamp's list of price rows

// What the hidden sheet holds, sealed with the project's own key (an HMAC-SHA256 over every other row), so an
// edited stamp, or one copied from another project, is refused.
struct Stamp
{
    int format = kFormatVersion;
    QString projectId;
    QString projectName;
    qint64 candidateId = 0;
    QString candidateName;
    FabricKind fabric = FabricKind::InfiniBand;
    QString language;
    QString questionnaireSheet;
    QString bomSheet;
    QStringList questions; // keys, row by row
    QStringList bomFields; // keys, row by row
    QString priceSheet;    // format 2 on
    QStringList priceRows; // the component key of each buyer's row, kFreeRowKey for a free row, row by row
    QString seal;

    // Every row but the seal, in order: (key, value).
    QList<std::pair<QString, QString>> rows() const;
    QString computeSeal(const QByteArray& key) const;
};

// The part of an answer the Questionnaire sheet shows in each column, and back. The figure of a numeric claim is a
// line of its own in the stored text ("389.5 GB/s at 128 MiB", which the claim check reads), and the documents the
// supplier names are the last line, after a label in the sheet's language.
struct AnswerCells
{
    QString text;
    std::optional<double> bandwidthGBs;
    std::optional<double> sizeMiB;
    QString evidence;

    // `evidenceLabel`: the workbook language's (Vocabulary::evidenceLabel).
    static AnswerCells split(const QString& storedText, const QString& evidenceLabel);
    QString join(const QString& evidenceLabel) const;
};

// The words of one workbook language that its cells hold: the statuses, the BOM choices and the label of the
// evidence line. Taken from the translator installed when current() is called (the workbook language's scope), so
// that a returned workbook is read in its language while the review speaks the user's.
struct Vocabulary
{
    QString evidenceLabel;
    QList<std::pair<QString, AnswerStatus>> statuses;
    QHash<QString, QString> choices; // "field key\nlabel" (label in lower case) -> option key
    QList<std::pair<QString, BillingUnit>> billingUnits;
    QList<std::pair<QString, CostInputKey>> components; // the cost components a supplier can quote

    static Vocabulary current();
    std::optional<AnswerStatus> status(const QString& text) const; // empty text: unanswered
    // The option key a choice field's label stands for; `text` itself when it names none.
    QString choiceKey(const QString& fieldKey, const QString& text) const;
    QStringList offered() const;   // the statuses a supplier may choose: all but the buyer's red flag
    QString statusChoices() const; // the same, joined
    std::optional<BillingUnit> billingUnit(const QString& text) const; // its name or storage key
    std::optional<CostInputKey> component(const QString& text) const;  // its name or storage key
};
// The price-sheet rows of a workbook made now: the buyer's rows, then the free ones (Stamp::priceRows).
QStringList defaultPriceRows();

// The short "what we need to see" note of a question, in `language`.
QString needOf(const Question& question, const QString& language);

class Writer
{
    Q_DECLARE_TR_FUNCTIONS(SupplierWorkbook)

public:
    // Writes the workbook of `candidateId` in `language` ("en", "de", "ja") to `path`, through a temporary file so
    // that a failure leaves nothing behind. The first export of a project gives it an id and a sealing key (project
    // settings), so a read-only project that never sent a workbook cannot send one. Returns false with `error` set.
    static bool write(ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                      QString* error);

private:
    struct PriceRowDefault;
    static PriceRowDefault priceRowDefault(CostInputKey key, int nodes, std::optional<int> gpusPerNode);
};

// The project's id and sealing key, made on first use when `create` is set; empty when absent.
std::pair<QString, QByteArray> projectIdentity(ProjectFile& project, bool create);

} // namespace supplierworkbook
} // namespace fw::core
