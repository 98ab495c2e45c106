// SPDX-License-Identifier: Apache-2.0
#include "supplier/supplierreview.h"

#include "analysis/answerassessment.h"
#include "analysis/pricing.h"
#include "domain/bomcatalog.h"
#include "domain/candidatename.h"
#include "domain/questionnairecatalog.h"
#include "evidence/claimevidence.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"

#include <QDate>
#include <QHash>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace fw::core::supplierreview {

using supplierworkbook::AnswerCells;
using supplierworkbook::Stamp;

QString PriceChange::describe(const std::optional<PriceLine>& line)
{
    if (!line)
        return {};
    // Exactly as typed: a price is not rounded to three digits.
    const auto exact = [](double value) { return QLocale().toString(value, 'g', QLocale::FloatingPointShortest); };
    QString text = Reader::tr("%1 %2 %3 × %4")
                       .arg(exact(line->unitPrice), line->currency, displayName(line->unit), exact(line->quantity));
    if (line->termMonths)
        text += Reader::tr(", term %n month(s)", nullptr, *line->termMonths);
    if (line->validUntil.isValid())
        text += Reader::tr(", valid until %1").arg(line->validUntil.toString(Qt::ISODate));
    if (line->leadTimeWeeks)
        text += Reader::tr(", lead time %1 weeks").arg(exact(*line->leadTimeWeeks));
    return text;
}

QString Refusal::describe() const
{
    return Reader::tr("%1, cell %2: %3").arg(sheet, cell, reason);
}

namespace {

QString numberText(double value)
{
    return QString::number(value, 'g', 15);
}

// Reads the cells of one sheet, collecting what does not fit as refusals.
class SheetCells
{
public:
    SheetCells(const XlsxSheet& sheet, QList<Refusal>& refusals) : m_sheet(sheet), m_refusals(refusals) {}

    void refuse(int row, int column, const QString& reason)
    {
        m_refusals.append({m_sheet.name, CellRef{row, column}.name(), reason});
    }

    // A value cell as text; a formula or an error value is refused (empty text returned).
    QString text(int row, int column)
    {
        const XlsxCell* cell = m_sheet.cell(row, column);
        if (!cell)
            return {};
        if (cell->formula) {
            refuse(row, column, Reader::tr("a formula where a value belongs; type the value itself"));
            return {};
        }
        switch (cell->kind) {
        case XlsxCell::Kind::Text:
            return cell->text.trimmed();
        case XlsxCell::Kind::Number:
            return numberText(cell->number);
        case XlsxCell::Kind::Boolean:
        case XlsxCell::Kind::Error:
            break;
        }
        refuse(row, column, Reader::tr("\"%1\" is not a value this cell takes").arg(cell->text));
        return {};
    }

    // A number cell; text that reads as a number is taken, other text refused.
    std::optional<double> number(int row, int column, const QString& what)
    {
        const XlsxCell* cell = m_sheet.cell(row, column);
        if (!cell)
            return std::nullopt;
        if (cell->kind == XlsxCell::Kind::Number && !cell->formula) {
            if (cell->number < 0) {
                refuse(row, column, Reader::tr("%1 cannot be negative").arg(what));
                return std::nullopt;
            }
            return cell->number;
        }
        QString value = text(row, column);
        if (value.isEmpty())
            return std::nullopt;
        value.replace(u',', u'.');
        bool ok = false;
        const double parsed = value.toDouble(&ok);
        if (!ok || parsed < 0) {
            refuse(row, column, Reader::tr("\"%1\" is not a number; %2 belongs here").arg(value, what));
            return std::nullopt;
        }
        return parsed;
    }

    bool isEmpty(int row, int column) const
    {
        const XlsxCell* cell = m_sheet.cell(row, column);
        return !cell || (cell->kind == XlsxCell::Kind::Text && cell->text.trimmed().isEmpty() && !cell->formula);
    }

    // A text cell where a number would be a slip (a currency code, a name): a number is refused.
    QString word(int row, int column, const QString& what)
    {
        const XlsxCell* cell = m_sheet.cell(row, column);
        if (cell && cell->kind == XlsxCell::Kind::Number && !cell->formula) {
            refuse(row, column, Reader::tr("a number where %1 belongs").arg(what));
            return {};
        }
        return text(row, column);
    }

    // A date cell: a spreadsheet date (a day number) or text as 2027-01-31.
    QDate date(int row, int column)
    {
        const XlsxCell* cell = m_sheet.cell(row, column);
        if (!cell)
            return {};
        if (cell->kind == XlsxCell::Kind::Number && !cell->formula) {
            if (cell->number < 1 || cell->number > 2958465) // 1900-01-01 .. 9999-12-31
                refuse(row, column, Reader::tr("%1 is not a date").arg(numberText(cell->number)));
            else
                return QDate(1899, 12, 30).addDays(qint64(cell->number));
            return {};
        }
        const QString value = text(row, column);
        if (value.isEmpty())
            return {};
        const QDate parsed = QDate::fromString(value, Qt::ISODate);
        if (!parsed.isValid())
            refuse(row, column, Reader::tr("\"%1\" is not a date; type it as 2027-01-31").arg(value));
        return parsed;
    }

private:
    const XlsxSheet& m_sheet;
    QList<Refusal>& m_refusals;
};

} // namespace

namespace {

// The price sheet's rows against the candidate's stored price lines: what changes, and what does not fit.
void reviewPrices(ProjectFile& project, const XlsxSheet& sheet, const supplierworkbook::Vocabulary& words,
                  Review* result)
{
    using namespace supplierworkbook;
    const CostSettings settings = CostRepository(project).settings();
    PriceRepository repository(project);
    const QStringList currencies = projectCurrencies(settings, repository.rates());
    QHash<int, PriceLine> stored;
    for (const PriceLine& line : repository.lines(result->candidateId))
        stored.insert(line.line, line);
    QStringList unitNames;
    for (const auto& [name, unit] : words.billingUnits)
        unitNames << name;
    QStringList componentNames;
    for (const auto& [name, key] : words.components)
        componentNames << name;
    SheetCells cells(sheet, result->refusals);
    const QStringList& rows = result->stamp.priceRows;
    for (int i = 0; i < rows.size(); ++i) {
        const int row = kFirstRow + i;
        const int number = i + 1;
        const std::optional<PriceLine> before =
            stored.contains(number) ? std::optional(stored.value(number)) : std::nullopt;
        const qsizetype refusedBefore = result->refusals.size();
        const bool free = rows.at(i) == QLatin1String(kFreeRowKey);
        std::optional<CostInputKey> component;
        QString item;
        if (free) {
            const QString name = cells.word(row, kComponentColumn, Reader::tr("a cost component"));
            if (!name.isEmpty()) {
                component = words.component(name);
                if (!component)
                    cells.refuse(row, kComponentColumn,
                                 Reader::tr("\"%1\" is not a cost component a supplier can quote; choose one of %2")
                                     .arg(name, componentNames.join(QStringLiteral(" / "))));
            }
            item = cells.text(row, kItemColumn);
        } else {
            component = costInputKeyFromKey(rows.at(i));
            if (!component || !isPriceable(*component)) {
                cells.refuse(row, kComponentColumn,
                             Reader::tr("\"%1\" is not a cost component a supplier can quote").arg(rows.at(i)));
                continue;
            }
            item = before ? before->item : cells.text(row, kItemColumn);
        }
        const std::optional<double> price = cells.number(row, kUnitPriceColumn, Reader::tr("the unit price"));
        const std::optional<double> quantity = cells.number(row, kQuantityColumn, Reader::tr("the quantity"));
        const QString currency = cells.word(row, kCurrencyColumn, Reader::tr("a currency code")).toUpper();
        const QString unitText = cells.word(row, kBillingColumn, Reader::tr("a billing unit"));
        const std::optional<double> term = cells.number(row, kTermColumn, Reader::tr("the term in months"));
        const QDate validUntil = cells.date(row, kValidUntilColumn);
        const std::optional<double> lead = cells.number(row, kLeadTimeColumn, Reader::tr("the lead time in weeks"));
        if (result->refusals.size() > refusedBefore)
            continue;
        std::optional<PriceLine> after;
        if (price) {
            PriceLine line;
            line.line = number;
            line.item = item;
            line.unitPrice = *price;
            if (!component)
                cells.refuse(row, kComponentColumn, Reader::tr("a price needs the cost component it is part of"));
            else
                line.component = *component;
            if (!quantity)
                cells.refuse(row, kQuantityColumn, Reader::tr("a price needs its quantity"));
            else
                line.quantity = *quantity;
            if (currency.isEmpty())
                cells.refuse(row, kCurrencyColumn, Reader::tr("a price needs its currency"));
            else if (!currencies.contains(currency))
                cells.refuse(row, kCurrencyColumn,
                             Reader::tr("\"%1\" is not a currency of this project (%2); add its exchange rate on "
                                        "the Cost page first")
                                 .arg(currency, currencies.join(QStringLiteral(", "))));
            line.currency = currency;
            const std::optional<BillingUnit> unit = words.billingUnit(unitText);
            if (!unit)
                cells.refuse(row, kBillingColumn,
                             Reader::tr("\"%1\" is not a billing unit; choose one of %2")
                                 .arg(unitText, unitNames.join(QStringLiteral(" / "))));
            else
                line.unit = *unit;
            if (term && (*term < 1 || *term != std::floor(*term) || *term > 1200))
                cells.refuse(row, kTermColumn, Reader::tr("the term is a whole number of months, 1 or more"));
            else if (term)
                line.termMonths = int(*term);
            else if (unit == BillingUnit::OneOff)
                cells.refuse(row, kTermColumn,
                             Reader::tr("a one-off price needs the term in months it is paid off over"));
            line.validUntil = validUntil;
            line.leadTimeWeeks = lead;
            after = line;
        } else if (free && (component || !item.isEmpty())) {
            cells.refuse(row, kUnitPriceColumn, Reader::tr("the item has no unit price"));
        }
        if (result->refusals.size() > refusedBefore || after == before)
            continue;
        if (after && after->validUntil.isValid() && after->validUntil < QDate::currentDate()) {
            cells.refuse(row, kValidUntilColumn,
                         Reader::tr("the quote is valid until %1, a date in the past")
                             .arg(after->validUntil.toString(Qt::ISODate)));
            continue;
        }
        const PriceLine& shown = after ? *after : *before;
        result->prices.append({number, shown.component, shown.item, before, after});
    }
}

} // namespace

std::optional<Stamp> Reader::stamp(const XlsxReader::Result& workbook, QString* error)
{
    const XlsxSheet* sheet = workbook.sheet(QLatin1String(supplierworkbook::kStampSheet));
    if (!sheet)
        return std::nullopt;
    QHash<QString, QString> values;
    for (int row = 0; row < 32; ++row) {
        const XlsxCell* name = sheet->cell(row, 0);
        const XlsxCell* value = sheet->cell(row, 1);
        if (name)
            values.insert(name->text, value ? value->text : QString());
    }
    auto fail = [&](const QString& why) -> std::optional<Stamp> {
        *error = why;
        return std::nullopt;
    };
    Stamp stamp;
    stamp.format = values.value(QStringLiteral("format")).toInt();
    if (stamp.format < 1 || stamp.format > supplierworkbook::kFormatVersion)
        return fail(tr("The workbook has format %1; this version reads formats 1 to %2.")
                        .arg(values.value(QStringLiteral("format")))
                        .arg(supplierworkbook::kFormatVersion));
    for (const QString& key : [&] {
             QStringList keys;
             for (const auto& [name, value] : stamp.rows())
                 keys << name;
             return keys << QStringLiteral("seal");
         }()) {
        if (!values.contains(key))
            return fail(tr("The workbook's stamp is damaged: it has no \"%1\".").arg(key));
    }
    stamp.projectId = values.value(QStringLiteral("project_id"));
    stamp.projectName = values.value(QStringLiteral("project_name"));
    stamp.candidateId = values.value(QStringLiteral("candidate_id")).toLongLong();
    stamp.candidateName = values.value(QStringLiteral("candidate"));
    const auto fabric = fabricKindFromKey(values.value(QStringLiteral("fabric")));
    stamp.language = values.value(QStringLiteral("language"));
    stamp.questionnaireSheet = values.value(QStringLiteral("questionnaire_sheet"));
    stamp.bomSheet = values.value(QStringLiteral("bom_sheet"));
    stamp.questions = values.value(QStringLiteral("questions")).split(u',', Qt::SkipEmptyParts);
    stamp.bomFields = values.value(QStringLiteral("bom_fields")).split(u',', Qt::SkipEmptyParts);
    stamp.priceSheet = values.value(QStringLiteral("price_sheet"));
    stamp.priceRows = values.value(QStringLiteral("price_rows")).split(u',', Qt::SkipEmptyParts);
    stamp.seal = values.value(QStringLiteral("seal"));
    if (!fabric || !QuestionnaireCatalog::languages().contains(stamp.language))
        return fail(tr("The workbook's stamp is damaged: it names no known fabric or language."));
    stamp.fabric = *fabric;
    return stamp;
}

bool Reader::review(ProjectFile& project, const XlsxReader::Result& workbook, std::optional<qint64> candidate,
                    const supplierworkbook::Vocabulary& words, const QString& language, Review* review, QString* error)
{
    auto fail = [&](const QString& why) {
        *error = why;
        return false;
    };
    if (!workbook.error.isEmpty())
        return fail(workbook.error);
    QString stampError;
    const std::optional<Stamp> stamp = Reader::stamp(workbook, &stampError);
    if (!stampError.isEmpty())
        return fail(stampError);

    QHash<qint64, Candidate> candidates;
    for (const Candidate& c : CandidateRepository(project).all())
        candidates.insert(c.id, c);
    Review result;
    const XlsxSheet* questionsSheet = nullptr;
    const XlsxSheet* bomSheet = nullptr;
    const XlsxSheet* priceSheet = nullptr;
    if (stamp) {
        const auto [projectId, key] = supplierworkbook::projectIdentity(project, false);
        if (projectId.isEmpty() || stamp->projectId != projectId)
            return fail(
                tr("The workbook was made for another project (\"%1\"), not this one.").arg(stamp->projectName));
        if (stamp->computeSeal(key) != stamp->seal)
            return fail(tr("The workbook's stamp was changed after it was sent, so it is not known which candidate "
                           "it is for. Send the supplier a new workbook."));
        if (!candidates.contains(stamp->candidateId))
            return fail(tr("The workbook is for %1, which is no longer a candidate of this project.")
                            .arg(stamp->candidateName));
        if (candidate && *candidate != stamp->candidateId) {
            const Candidate& named = candidates.value(*candidate);
            return fail(tr("The workbook is for %1, not for %2.").arg(stamp->candidateName, supplierAndOffer(named)));
        }
        if (candidates.value(stamp->candidateId).fabric != stamp->fabric)
            return fail(tr("%1 is no longer a %2 offer; send the supplier a new workbook.")
                            .arg(stamp->candidateName, displayName(stamp->fabric)));
        result.stamp = *stamp;
        questionsSheet = workbook.sheet(stamp->questionnaireSheet);
        bomSheet = workbook.sheet(stamp->bomSheet);
        if (!questionsSheet || !bomSheet)
            return fail(tr("The workbook has lost its sheet \"%1\".")
                            .arg(questionsSheet ? stamp->bomSheet : stamp->questionnaireSheet));
        if (stamp->format >= 2) {
            priceSheet = workbook.sheet(stamp->priceSheet);
            if (!priceSheet)
                return fail(tr("The workbook has lost its sheet \"%1\".").arg(stamp->priceSheet));
        }
    } else {
        if (!candidate)
            return fail(tr("The workbook has no stamp, so it is not known which candidate it is for; name the "
                           "candidate."));
        if (!candidates.contains(*candidate))
            return fail(tr("There is no candidate %1 in the project.").arg(*candidate));
        const Candidate& c = candidates.value(*candidate);
        result.stamped = false;
        result.stamp.candidateId = c.id;
        result.stamp.candidateName = supplierAndOffer(c);
        result.stamp.fabric = c.fabric;
        for (const Question& question : QuestionnaireCatalog::forFabric(c.fabric).questions())
            result.stamp.questions << question.key;
        for (const BomField& field : BomCatalog::forFabric(c.fabric))
            result.stamp.bomFields << QString::fromLatin1(field.key);
        QList<const XlsxSheet*> visible;
        for (const XlsxSheet& sheet : workbook.sheets) {
            if (!sheet.hidden)
                visible << &sheet;
        }
        if (visible.size() < 2)
            return fail(tr("The workbook has %n visible sheet(s); a questionnaire and a bill of materials are needed.",
                           nullptr, int(visible.size())));
        questionsSheet = visible.at(0);
        bomSheet = visible.at(1);
        result.stamp.questionnaireSheet = questionsSheet->name;
        result.stamp.bomSheet = bomSheet->name;
        if (visible.size() >= 3) {
            priceSheet = visible.at(2);
            result.stamp.priceSheet = priceSheet->name;
            result.stamp.priceRows = supplierworkbook::defaultPriceRows();
        }
    }
    result.candidateId = result.stamp.candidateId;
    const QString sheetLanguage = result.stamp.language.isEmpty() ? QStringLiteral("en") : result.stamp.language;

    // Questionnaire.
    using namespace supplierworkbook;
    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(result.stamp.fabric);
    const QMap<QString, QuestionnaireAnswer> answers = QuestionnaireRepository(project).answers(result.candidateId);
    SheetCells questionCells(*questionsSheet, result.refusals);
    for (int i = 0; i < result.stamp.questions.size(); ++i) {
        const int row = kFirstRow + i;
        const Question* question = catalog.question(result.stamp.questions.at(i));
        if (!question) {
            questionCells.refuse(
                row, kNumberColumn,
                tr("the question \"%1\" is not in the questionnaire").arg(result.stamp.questions.at(i)));
            continue;
        }
        if (result.stamped &&
            questionCells.text(row, kQuestionColumn) != QuestionnaireCatalog::localised(question->text, sheetLanguage))
            questionCells.refuse(row, kQuestionColumn, tr("the question was changed; only the answer cells are yours"));
        const QString statusText = questionCells.text(row, kStatusColumn);
        const std::optional<AnswerStatus> status = words.status(statusText);
        if (!status)
            questionCells.refuse(row, kStatusColumn,
                                 tr("\"%1\" is not a status; choose one of %2").arg(statusText, words.statusChoices()));
        AnswerCells cells;
        cells.text = questionCells.text(row, kAnswerColumn);
        cells.evidence = questionCells.text(row, kEvidenceColumn);
        if (question->numericClaim) {
            cells.bandwidthGBs = questionCells.number(row, kBandwidthColumn, tr("the bus bandwidth in GB/s"));
            cells.sizeMiB = questionCells.number(row, kSizeColumn, tr("the message size in MiB"));
            if (cells.sizeMiB && !cells.bandwidthGBs)
                questionCells.refuse(row, kBandwidthColumn, tr("a message size needs the bandwidth measured at it"));
        } else {
            for (const int column : {int(kBandwidthColumn), int(kSizeColumn)}) {
                if (!questionCells.isEmpty(row, column))
                    questionCells.refuse(row, column,
                                         tr("this cell is locked; only the benchmark question takes "
                                            "figures"));
            }
        }
        if (!status)
            continue;
        const QuestionnaireAnswer before = answers.value(question->key);
        QuestionnaireAnswer after = before;
        after.status = *status;
        if (AnswerCells::split(before.text, words.evidenceLabel).join(words.evidenceLabel) !=
            cells.join(words.evidenceLabel))
            after.text = cells.join(words.evidenceLabel);
        if (after == before)
            continue;
        AnswerChange change;
        change.questionKey = question->key;
        change.number = question->number;
        change.before = before;
        change.after = after;
        change.checks = claimChecks(project, {{question->key, after}}).value(question->key);
        const AnswerAssessment was = assessAnswer(*question, before, language,
                                                  claimChecks(project, {{question->key, before}}).value(question->key));
        const AnswerAssessment now = assessAnswer(*question, after, language, change.checks);
        if (now.status == AnswerStatus::RedFlag && was.status != AnswerStatus::RedFlag)
            change.newRedFlags = now.findings;
        result.answers.append(change);
    }

    // Bill of materials.
    const BomValues declared = BomRepository(project).declared(result.candidateId);
    const QList<BomField> fields = BomCatalog::forFabric(result.stamp.fabric);
    SheetCells bomCells(*bomSheet, result.refusals);
    for (int i = 0; i < result.stamp.bomFields.size(); ++i) {
        const int row = kFirstRow + i;
        const QString key = result.stamp.bomFields.at(i);
        const BomField* field = BomCatalog::field(key);
        const bool ofFabric =
            std::any_of(fields.begin(), fields.end(), [&](const BomField& f) { return QLatin1String(f.key) == key; });
        if (!field || !ofFabric) {
            bomCells.refuse(row, kFieldColumn, tr("the field \"%1\" is not in the bill of materials").arg(key));
            continue;
        }
        QString text = bomCells.text(row, kValueColumn);
        if (field->type == BomValueType::Choice)
            text = words.choiceKey(key, text);
        QString why;
        const std::optional<QString> value = BomCatalog::normalise(*field, text, &why);
        if (!value) {
            bomCells.refuse(row, kValueColumn, why);
            continue;
        }
        const QString before = declared.value(key);
        if (*value == before)
            continue;
        result.bom.append({key, BomCatalog::label(*field), before, *value});
    }

    // Prices.
    result.costBefore = CostRepository(project).inputs(result.candidateId);
    if (priceSheet)
        reviewPrices(project, *priceSheet, words, &result);

    *review = result;
    error->clear();
    return true;
}

void Reader::apply(ProjectFile& project, const Review& review, const QSet<QString>& acceptedAnswers,
                   const QSet<QString>& acceptedFields, const QSet<int>& acceptedPrices, bool forward)
{
    if (!review.refusals.isEmpty())
        return;
    project.write([&] {
        QuestionnaireRepository answers(project);
        for (const AnswerChange& change : review.answers) {
            if (acceptedAnswers.contains(change.questionKey))
                answers.setAnswer(review.candidateId, change.questionKey, forward ? change.after : change.before);
        }
        BomValues values;
        for (const BomChange& change : review.bom) {
            if (acceptedFields.contains(change.fieldKey))
                values.insert(change.fieldKey, forward ? change.after : change.before);
        }
        if (!values.isEmpty())
            BomRepository(project).setDeclared(review.candidateId, values);
        PriceRepository prices(project);
        QSet<int> touched;
        for (const PriceChange& change : review.prices) {
            if (!acceptedPrices.contains(change.line))
                continue;
            const std::optional<PriceLine>& value = forward ? change.after : change.before;
            if (value)
                prices.setLine(review.candidateId, *value);
            else
                prices.removeLine(review.candidateId, change.line);
            for (const std::optional<PriceLine>& side : {change.before, change.after}) {
                if (side)
                    touched.insert(int(side->component));
            }
        }
        // A component with price lines is taken from them: its source becomes "quoted" (its typed number stays, for
        // when the lines go); undo gives it back what it had.
        CostRepository costs(project);
        const QList<PriceLine> now = prices.lines(review.candidateId);
        for (const int component : std::as_const(touched)) {
            const CostInputKey key = CostInputKey(component);
            CostInput input = review.costBefore[component];
            const bool quoted =
                std::any_of(now.begin(), now.end(), [&](const PriceLine& line) { return line.component == key; });
            if (forward && quoted)
                input.source = InputSource::Quoted;
            costs.setInput(review.candidateId, key, input);
        }
    });
}

} // namespace fw::core::supplierreview
