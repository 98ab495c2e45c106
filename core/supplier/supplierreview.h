// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/claimcheck.h"
#include "domain/costmodel.h"
#include "domain/pricesheet.h"
#include "domain/questionnaireanswer.h"
#include "ingest/xlsxreader.h"
#include "supplier/supplierworkbook.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <optional>

namespace fw::core {

class ProjectFile;

// A returned supplier workbook read against the project: what it would change, and what it refuses (issue 24).
namespace supplierreview {

struct AnswerChange
{
    QString questionKey;
    int number = 0;
    QuestionnaireAnswer before;
    QuestionnaireAnswer after;
    QStringList newRedFlags;  // why the answer becomes a red flag that it was not before
    QList<ClaimCheck> checks; // the new answer's figures against its linked runs
};

struct BomChange
{
    QString fieldKey;
    QString label;
    QString before;
    QString after;
};

// A price-sheet line the workbook adds, changes or clears (none before: new; none after: removed).
struct PriceChange
{
    int line = 0;
    CostInputKey component = CostInputKey::ComputeCapacity;
    QString item;
    std::optional<PriceLine> before;
    std::optional<PriceLine> after;

    // "1,000 EUR per node-month × 16, term 36 months, valid until 2027-01-31, lead time 6 weeks"; empty for none.
    static QString describe(const std::optional<PriceLine>& line);
};

struct Refusal
{
    QString sheet;
    QString cell;
    QString reason;
    QString describe() const; // "Questionnaire, cell D3: ..."
};

struct Review
{
    supplierworkbook::Stamp stamp; // as read; without a stamp, what the candidate implies
    bool stamped = true;
    qint64 candidateId = 0;
    QList<AnswerChange> answers;
    QList<BomChange> bom;
    QList<PriceChange> prices;
    CostInputs costBefore;   // the candidate's cost inputs when it was read: quoted components are set from these
    QList<Refusal> refusals; // any refusal: nothing may be applied

    bool isEmpty() const { return answers.isEmpty() && bom.isEmpty() && prices.isEmpty(); }
};

class Reader
{
    Q_DECLARE_TR_FUNCTIONS(SupplierReview)

public:
    // The stamp of a workbook: none when it has no stamp sheet; `error` set when it has one that cannot be read.
    static std::optional<supplierworkbook::Stamp> stamp(const XlsxReader::Result& workbook, QString* error);

    // Reads the answer cells of `workbook` against `project`: the cells in the workbook's `words` (its language's
    // Vocabulary), the messages in the current language and catalog findings in `language`. A stamp must be whole,
    // sealed by this project and name a candidate of it; without a stamp `candidate` must be given and the sheets are
    // read by position. `candidate`, given with a stamp, must be the stamp's. Returns false with `error` set when the
    // workbook as a whole is refused; cells that do not fit are the review's refusals.
    static bool review(ProjectFile& project, const XlsxReader::Result& workbook, std::optional<qint64> candidate,
                       const supplierworkbook::Vocabulary& words, const QString& language, Review* review,
                       QString* error);

    // Writes the accepted changes (by question key, field key and price line) in one transaction: the new values, or
    // with `forward` false the values they replaced (undo). A cost component that gets price lines becomes "quoted",
    // so the cost model takes it from them; undo gives it back its source. A review with refusals writes nothing.
    // Throws StorageError.
    static void apply(ProjectFile& project, const Review& review, const QSet<QString>& acceptedAnswers,
                      const QSet<QString>& acceptedFields, const QSet<int>& acceptedPrices, bool forward = true);
};

} // namespace supplierreview
} // namespace fw::core
