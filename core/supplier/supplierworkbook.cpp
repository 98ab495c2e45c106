// SPDX-License-Identifier: Apache-2.0
#include "supplier/supplierworkbook.h"

#include "analysis/pricing.h"
#include "domain/bomcatalog.h"
#include "domain/candidatename.h"
#include "domain/questionnaireanswer.h"
#include "domain/questionnairecatalog.h"
#include "ingest/xlsxreader.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUuid>
#include <variant>
#include <vector>
#include <xlsxwriter.h>

namespace fw::core::supplierworkbook {

namespace {

constexpr auto kProjectIdKey = "supplier_sheet_project_id";
constexpr auto kSealKey = "supplier_sheet_seal_key";

QString number(double value)
{
    return QString::number(value, 'g', 12);
}

// Excel refuses sheet names over 31 characters or with []:*?/\ in them.
QString sheetName(const QString& name)
{
    QString clean = name;
    for (const QChar c : QStringLiteral("[]:*?/\\"))
        clean.replace(c, QLatin1Char(' '));
    return clean.trimmed().left(31);
}

} // namespace

QList<std::pair<QString, QString>> Stamp::rows() const
{
    QList<std::pair<QString, QString>> rows = {{QStringLiteral("format"), QString::number(format)},
                                               {QStringLiteral("project_id"), projectId},
                                               {QStringLiteral("project_name"), projectName},
                                               {QStringLiteral("candidate_id"), QString::number(candidateId)},
                                               {QStringLiteral("candidate"), candidateName},
                                               {QStringLiteral("fabric"), storageKey(fabric)},
                                               {QStringLiteral("language"), language},
                                               {QStringLiteral("questionnaire_sheet"), questionnaireSheet},
                                               {QStringLiteral("bom_sheet"), bomSheet},
                                               {QStringLiteral("questions"), questions.join(u',')},
                                               {QStringLiteral("bom_fields"), bomFields.join(u',')}};
    if (format >= 2) {
        rows.append({QStringLiteral("price_sheet"), priceSheet});
        rows.append({QStringLiteral("price_rows"), priceRows.join(u',')});
    }
    return rows;
}

QStringList defaultPriceRows()
{
    QStringList rows;
    for (const CostInputKey key : kPriceableComponents)
        rows << storageKey(key);
    for (int i = 0; i < kFreePriceRows; ++i)
        rows << QLatin1String(kFreeRowKey);
    return rows;
}

QString Stamp::computeSeal(const QByteArray& key) const
{
    QByteArray message;
    for (const auto& [name, value] : rows())
        message += name.toUtf8() + '\t' + value.toUtf8() + '\n';
    return QString::fromLatin1(QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256).toHex());
}

AnswerCells AnswerCells::split(const QString& storedText, const QString& evidenceLabel)
{
    AnswerCells cells;
    QStringList lines = storedText.split(u'\n');
    if (!lines.isEmpty() && lines.last().startsWith(evidenceLabel))
        cells.evidence = lines.takeLast().mid(evidenceLabel.size()).trimmed();
    static const QRegularExpression claim(
        QStringLiteral("^([0-9]+(?:\\.[0-9]+)?) GB/s(?: at ([0-9]+(?:\\.[0-9]+)?) MiB)?$"));
    if (!lines.isEmpty()) {
        const QRegularExpressionMatch match = claim.match(lines.last().trimmed());
        if (match.hasMatch()) {
            cells.bandwidthGBs = match.captured(1).toDouble();
            if (match.hasCaptured(2))
                cells.sizeMiB = match.captured(2).toDouble();
            lines.removeLast();
        }
    }
    cells.text = lines.join(u'\n').trimmed();
    return cells;
}

QString AnswerCells::join(const QString& evidenceLabel) const
{
    QStringList lines;
    if (!text.trimmed().isEmpty())
        lines << text.trimmed();
    if (bandwidthGBs) {
        QString claim = number(*bandwidthGBs) + QStringLiteral(" GB/s");
        if (sizeMiB)
            claim += QStringLiteral(" at ") + number(*sizeMiB) + QStringLiteral(" MiB");
        lines << claim;
    }
    if (!evidence.trimmed().isEmpty())
        lines << evidenceLabel + u' ' + evidence.trimmed();
    return lines.join(u'\n');
}

Vocabulary Vocabulary::current()
{
    Vocabulary words;
    words.evidenceLabel = QCoreApplication::translate("SupplierWorkbook", "Documents named by the supplier:");
    for (const AnswerStatus status : kAllAnswerStatuses)
        words.statuses.append({displayName(status), status});
    for (const BomField& field : BomCatalog::all()) {
        for (const BomOption& option : field.options) {
            const QString key = QString::fromLatin1(option.key);
            words.choices.insert(QString::fromLatin1(field.key) + u'\n' + BomCatalog::optionLabel(field, key).toLower(),
                                 key);
        }
    }
    for (const BillingUnit unit : kAllBillingUnits)
        words.billingUnits.append({displayName(unit), unit});
    for (const CostInputKey key : kPriceableComponents)
        words.components.append({displayName(key), key});
    return words;
}

std::optional<BillingUnit> Vocabulary::billingUnit(const QString& text) const
{
    for (const auto& [name, unit] : billingUnits) {
        if (text.compare(name, Qt::CaseInsensitive) == 0 || text.compare(storageKey(unit), Qt::CaseInsensitive) == 0)
            return unit;
    }
    return std::nullopt;
}

std::optional<CostInputKey> Vocabulary::component(const QString& text) const
{
    for (const auto& [name, key] : components) {
        if (text.compare(name, Qt::CaseInsensitive) == 0 || text.compare(storageKey(key), Qt::CaseInsensitive) == 0)
            return key;
    }
    return std::nullopt;
}

std::optional<AnswerStatus> Vocabulary::status(const QString& text) const
{
    if (text.isEmpty())
        return AnswerStatus::Unanswered;
    for (const auto& [name, status] : statuses) {
        if (text.compare(name, Qt::CaseInsensitive) == 0 || text.compare(storageKey(status), Qt::CaseInsensitive) == 0)
            return status;
    }
    return std::nullopt;
}

QString Vocabulary::choiceKey(const QString& fieldKey, const QString& text) const
{
    return choices.value(fieldKey + u'\n' + text.toLower(), text);
}

QStringList Vocabulary::offered() const
{
    QStringList names;
    for (const auto& [name, status] : statuses) {
        if (status != AnswerStatus::RedFlag) // the buyer's own verdict, read back but not offered
            names << name;
    }
    return names;
}

QString Vocabulary::statusChoices() const
{
    return offered().join(QStringLiteral(" / "));
}

QString needOf(const Question& question, const QString& language)
{
    if (!question.need.isEmpty())
        return QuestionnaireCatalog::localised(question.need, language);
    QStringList details;
    for (const RequiredDetail& detail : question.requiredDetails)
        details << QuestionnaireCatalog::localised(detail.what, language);
    return details.join(QStringLiteral("; "));
}

std::pair<QString, QByteArray> projectIdentity(ProjectFile& project, bool create)
{
    QString id = project.meta(QLatin1String(kProjectIdKey));
    QByteArray key = QByteArray::fromHex(project.meta(QLatin1String(kSealKey)).toLatin1());
    if ((id.isEmpty() || key.isEmpty()) && create) {
        id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        key.resize(32);
        QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(key.data()), key.size() / 4);
        project.write([&] {
            project.setMeta(QLatin1String(kProjectIdKey), id);
            project.setMeta(QLatin1String(kSealKey), QString::fromLatin1(key.toHex()));
        });
    }
    return {id, key};
}

namespace {

// Everything libxlsxwriter needs outlives the calls: it copies strings when they are written.
class Book
{
public:
    explicit Book(const QString& path) : m_book(workbook_new(QFile::encodeName(path).constData())) {}
    ~Book()
    {
        if (m_book)
            workbook_close(m_book); // only on an early return; close() clears it
    }
    Book(const Book&) = delete;
    Book& operator=(const Book&) = delete;

    lxw_workbook* get() const { return m_book; }
    lxw_error close()
    {
        const lxw_error result = workbook_close(m_book);
        m_book = nullptr;
        return result;
    }

private:
    lxw_workbook* m_book;
};

void writeText(lxw_worksheet* sheet, int row, int column, const QString& text, lxw_format* format)
{
    if (text.isEmpty())
        worksheet_write_blank(sheet, lxw_row_t(row), lxw_col_t(column), format);
    else
        worksheet_write_string(sheet, lxw_row_t(row), lxw_col_t(column), text.toUtf8().constData(), format);
}

// A drop-down of `choices` on the cell; none when Excel's limit of 255 characters for the list would be passed (the
// sheet names the allowed values beside it either way).
void listValidation(lxw_worksheet* sheet, int row, int column, const QStringList& choices)
{
    if (choices.join(u',').toUtf8().size() > 255)
        return;
    QList<QByteArray> utf8;
    for (const QString& choice : choices)
        utf8 << choice.toUtf8();
    std::vector<const char*> list;
    for (const QByteArray& choice : utf8)
        list.push_back(choice.constData());
    list.push_back(nullptr);
    lxw_data_validation validation{};
    validation.validate = LXW_VALIDATION_TYPE_LIST;
    validation.value_list = const_cast<char**>(list.data()); // copied; the struct is not const-correct
    worksheet_data_validation_cell(sheet, lxw_row_t(row), lxw_col_t(column), &validation);
}

lxw_datetime datetime(const QDate& date)
{
    return lxw_datetime{date.year(), date.month(), date.day(), 0, 0, 0};
}

// A cell that takes only values of at least `minimum`: numbers (LXW_VALIDATION_TYPE_DECIMAL), whole numbers (_INTEGER)
// or dates (_DATE, `minimum` then a date), with `message` when something else is typed.
void minimumValidation(lxw_worksheet* sheet, int row, int column, lxw_validation_types type,
                       std::variant<double, QDate> minimum, const QString& message)
{
    const QByteArray text = message.toUtf8();
    lxw_data_validation validation{};
    validation.validate = uint8_t(type);
    validation.criteria = LXW_VALIDATION_CRITERIA_GREATER_THAN_OR_EQUAL_TO;
    if (const QDate* date = std::get_if<QDate>(&minimum))
        validation.minimum_datetime = datetime(*date);
    else
        validation.minimum_number = std::get<double>(minimum);
    validation.error_message = const_cast<char*>(text.constData()); // copied; the struct is not const-correct
    worksheet_data_validation_cell(sheet, lxw_row_t(row), lxw_col_t(column), &validation);
}

void numberValidation(lxw_worksheet* sheet, int row, int column, const QString& message)
{
    minimumValidation(sheet, row, column, LXW_VALIDATION_TYPE_DECIMAL, 0.0, message);
}

void writeOptionalNumber(lxw_worksheet* sheet, int row, int column, std::optional<double> value, lxw_format* format)
{
    if (value)
        worksheet_write_number(sheet, lxw_row_t(row), lxw_col_t(column), *value, format);
    else
        worksheet_write_blank(sheet, lxw_row_t(row), lxw_col_t(column), format);
}

} // namespace

// What the buyer's row of a cost component asks for: the item, how it is usually billed, and the quantity the
// project already knows (GPUs for compute, nodes for what is billed per node).
struct Writer::PriceRowDefault
{
    QString item;
    BillingUnit unit = BillingUnit::NodeMonth;
    std::optional<double> quantity;
};

Writer::PriceRowDefault Writer::priceRowDefault(CostInputKey key, int nodes, std::optional<int> gpusPerNode)
{
    const std::optional<double> perNode = double(nodes);
    switch (key) {
    case CostInputKey::ComputeCapacity:
        return {tr("GPU capacity: every GPU of the offer"), BillingUnit::GpuHour,
                gpusPerNode ? std::optional<double>(double(nodes) * *gpusPerNode) : std::nullopt};
    case CostInputKey::NetworkAdapters:
        return {tr("Network adapters (HCAs or NICs) of every node"), BillingUnit::OneOff, std::nullopt};
    case CostInputKey::Switches:
        return {tr("Switches of the fabric (leaf and spine)"), BillingUnit::OneOff, std::nullopt};
    case CostInputKey::OpticsCables:
        return {tr("Optics and cables"), BillingUnit::OneOff, std::nullopt};
    case CostInputKey::RackPowerSpace:
        return {tr("Rack space, power and cooling"), BillingUnit::NodeMonth, perNode};
    case CostInputKey::StorageDataPath:
        return {tr("Storage and its data path"), BillingUnit::NodeMonth, perNode};
    case CostInputKey::FabricOperations:
        return {tr("Managed fabric operations, where offered"), BillingUnit::NodeMonth, perNode};
    case CostInputKey::SupportEscalation:
        return {tr("Support and escalation"), BillingUnit::NodeMonth, perNode};
    default:
        break;
    }
    return {displayName(key), BillingUnit::NodeMonth, std::nullopt};
}

bool Writer::write(ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                   QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    if (!QuestionnaireCatalog::languages().contains(language))
        return fail(tr("There is no workbook language \"%1\"; the languages are %2.")
                        .arg(language, QuestionnaireCatalog::languages().join(QStringLiteral(", "))));
    std::optional<Candidate> candidate;
    for (const Candidate& c : CandidateRepository(project).all()) {
        if (c.id == candidateId)
            candidate = c;
    }
    if (!candidate)
        return fail(tr("There is no candidate %1 in the project.").arg(candidateId));
    if (project.isReadOnly() && projectIdentity(project, false).first.isEmpty())
        return fail(tr("The project is read-only (%1) and has never sent a workbook, so it cannot seal one.")
                        .arg(project.readOnlyReason()));
    const auto [projectId, sealKey] = projectIdentity(project, true);

    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(candidate->fabric);
    const QMap<QString, QuestionnaireAnswer> answers = QuestionnaireRepository(project).answers(candidateId);
    const QList<BomField> fields = BomCatalog::forFabric(candidate->fabric);
    const BomValues declared = BomRepository(project).declared(candidateId);

    Stamp stamp;
    stamp.projectId = projectId;
    stamp.projectName = QFileInfo(project.path()).completeBaseName();
    stamp.candidateId = candidateId;
    stamp.candidateName = supplierAndOffer(*candidate);
    stamp.fabric = candidate->fabric;
    stamp.language = language;
    stamp.questionnaireSheet = sheetName(tr("Questionnaire"));
    stamp.bomSheet = sheetName(tr("Bill of materials"));
    stamp.priceSheet = sheetName(tr("Prices"));
    stamp.priceRows = defaultPriceRows();
    for (const Question& question : catalog.questions())
        stamp.questions << question.key;
    for (const BomField& field : fields)
        stamp.bomFields << QString::fromLatin1(field.key);
    stamp.seal = stamp.computeSeal(sealKey);

    const Vocabulary words = Vocabulary::current();
    const QString temporary = path + QStringLiteral(".part");
    Book book(temporary);
    if (!book.get())
        return fail(tr("Could not create %1.").arg(path));
    lxw_workbook* workbook = book.get();
    QByteArray title = QuestionnaireCatalog::localised(catalog.title(), language).toUtf8();
    lxw_doc_properties properties{};
    properties.title = title.data();
    workbook_set_properties(workbook, &properties);

    lxw_format* header = workbook_add_format(workbook);
    format_set_bold(header);
    format_set_bg_color(header, 0xDDE4EE);
    format_set_text_wrap(header);
    format_set_align(header, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* fixed = workbook_add_format(workbook);
    format_set_text_wrap(fixed);
    format_set_align(fixed, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* answer = workbook_add_format(workbook);
    format_set_text_wrap(answer);
    format_set_align(answer, LXW_ALIGN_VERTICAL_TOP);
    format_set_unlocked(answer);
    format_set_bg_color(answer, 0xFFF8DC);
    format_set_border(answer, LXW_BORDER_THIN);

    // Questionnaire.
    lxw_worksheet* questionsSheet = workbook_add_worksheet(workbook, stamp.questionnaireSheet.toUtf8().constData());
    const QStringList questionHeader = {tr("No."),
                                        tr("Question"),
                                        tr("What we need to see"),
                                        tr("Status (%1)").arg(words.statusChoices()),
                                        tr("Your answer"),
                                        tr("Bus bandwidth (GB/s)"),
                                        tr("At message size (MiB)"),
                                        tr("Documents you attach (names)")};
    const int questionWidths[] = {5, 50, 40, 22, 60, 14, 14, 30};
    for (int c = 0; c < kQuestionColumns; ++c) {
        writeText(questionsSheet, 0, c, questionHeader.at(c), header);
        worksheet_set_column(questionsSheet, lxw_col_t(c), lxw_col_t(c), questionWidths[c], nullptr);
    }
    const QString numberMessage = tr("Enter a number.");
    int row = kFirstRow;
    for (const Question& question : catalog.questions()) {
        const QuestionnaireAnswer current = answers.value(question.key);
        const AnswerCells cells = AnswerCells::split(current.text, words.evidenceLabel);
        worksheet_write_number(questionsSheet, lxw_row_t(row), kNumberColumn, question.number, fixed);
        writeText(questionsSheet, row, kQuestionColumn, QuestionnaireCatalog::localised(question.text, language),
                  fixed);
        writeText(questionsSheet, row, kNeedColumn, needOf(question, language), fixed);
        writeText(questionsSheet, row, kStatusColumn, displayName(current.status), answer);
        listValidation(questionsSheet, row, kStatusColumn, words.offered());
        writeText(questionsSheet, row, kAnswerColumn, cells.text, answer);
        if (question.numericClaim) {
            for (const auto& [column, value] :
                 {std::pair{int(kBandwidthColumn), cells.bandwidthGBs}, std::pair{int(kSizeColumn), cells.sizeMiB}}) {
                if (value)
                    worksheet_write_number(questionsSheet, lxw_row_t(row), lxw_col_t(column), *value, answer);
                else
                    worksheet_write_blank(questionsSheet, lxw_row_t(row), lxw_col_t(column), answer);
                numberValidation(questionsSheet, row, column, numberMessage);
            }
        } else {
            writeText(questionsSheet, row, kBandwidthColumn, QString(), fixed);
            writeText(questionsSheet, row, kSizeColumn, QString(), fixed);
        }
        writeText(questionsSheet, row, kEvidenceColumn, cells.evidence, answer);
        ++row;
    }
    worksheet_freeze_panes(questionsSheet, 1, 0);
    worksheet_protect(questionsSheet, nullptr, nullptr);

    // Bill of materials.
    lxw_worksheet* bomSheet = workbook_add_worksheet(workbook, stamp.bomSheet.toUtf8().constData());
    const QStringList bomHeader = {tr("Group"), tr("Field"), tr("Unit"), tr("Allowed values"), tr("Your value")};
    const int bomWidths[] = {22, 36, 10, 40, 40};
    for (int c = 0; c < kBomColumns; ++c) {
        writeText(bomSheet, 0, c, bomHeader.at(c), header);
        worksheet_set_column(bomSheet, lxw_col_t(c), lxw_col_t(c), bomWidths[c], nullptr);
    }
    row = kFirstRow;
    for (const BomField& field : fields) {
        QStringList options;
        for (const BomOption& option : field.options)
            options << BomCatalog::optionLabel(field, QString::fromLatin1(option.key));
        QString allowed;
        switch (field.type) {
        case BomValueType::Text:
            allowed = tr("text");
            break;
        case BomValueType::Integer:
            allowed = tr("a whole number");
            break;
        case BomValueType::Number:
            allowed = tr("a number");
            break;
        case BomValueType::Version:
            allowed = tr("a version (such as 2.18.3)");
            break;
        case BomValueType::Choice:
            allowed = options.join(QStringLiteral(" / "));
            break;
        }
        writeText(bomSheet, row, kGroupColumn, BomCatalog::groupName(field.group), fixed);
        writeText(bomSheet, row, kFieldColumn, BomCatalog::label(field), fixed);
        writeText(bomSheet, row, kUnitColumn, QString::fromUtf8(field.unit), fixed);
        writeText(bomSheet, row, kAllowedColumn, allowed, fixed);
        const QString value = declared.value(QString::fromLatin1(field.key));
        if (field.type == BomValueType::Choice) {
            writeText(bomSheet, row, kValueColumn, value.isEmpty() ? value : BomCatalog::optionLabel(field, value),
                      answer);
            listValidation(bomSheet, row, kValueColumn, options);
        } else if ((field.type == BomValueType::Integer || field.type == BomValueType::Number) && !value.isEmpty()) {
            worksheet_write_number(bomSheet, lxw_row_t(row), kValueColumn, value.toDouble(), answer);
        } else {
            writeText(bomSheet, row, kValueColumn, value, answer);
        }
        if (field.type == BomValueType::Integer || field.type == BomValueType::Number)
            numberValidation(bomSheet, row, kValueColumn, numberMessage);
        ++row;
    }
    worksheet_freeze_panes(bomSheet, 1, 0);
    worksheet_protect(bomSheet, nullptr, nullptr);

    // Prices.
    const CostSettings settings = CostRepository(project).settings();
    PriceRepository priceRepository(project);
    const QStringList currencies = projectCurrencies(settings, priceRepository.rates());
    QHash<int, PriceLine> quoted;
    for (const PriceLine& line : priceRepository.lines(candidateId))
        quoted.insert(line.line, line);
    std::optional<int> gpusPerNode;
    if (const QString gpus = declared.value(QStringLiteral("gpus_per_node")); !gpus.isEmpty())
        gpusPerNode = gpus.toInt();
    lxw_format* answerDate = workbook_add_format(workbook);
    format_set_align(answerDate, LXW_ALIGN_VERTICAL_TOP);
    format_set_unlocked(answerDate);
    format_set_bg_color(answerDate, 0xFFF8DC);
    format_set_border(answerDate, LXW_BORDER_THIN);
    format_set_num_format(answerDate, "yyyy-mm-dd");
    QStringList unitNames;
    for (const auto& [name, unit] : words.billingUnits)
        unitNames << name;
    QStringList componentNames;
    for (const auto& [name, key] : words.components)
        componentNames << name;
    lxw_worksheet* pricesSheet = workbook_add_worksheet(workbook, stamp.priceSheet.toUtf8().constData());
    const QStringList priceHeader = {tr("Line"),
                                     tr("Cost component"),
                                     tr("Item"),
                                     tr("Unit price"),
                                     tr("Quantity"),
                                     tr("Currency (%1)").arg(currencies.join(QStringLiteral(" / "))),
                                     tr("Billing unit (%1)").arg(unitNames.join(QStringLiteral(" / "))),
                                     tr("Term (months)"),
                                     tr("Valid until (date)"),
                                     tr("Lead time (weeks)"),
                                     tr("Line total")};
    const int priceWidths[] = {6, 28, 40, 14, 12, 14, 18, 12, 14, 14, 16};
    for (int c = 0; c < kPriceColumns; ++c) {
        writeText(pricesSheet, 0, c, priceHeader.at(c), header);
        worksheet_set_column(pricesSheet, lxw_col_t(c), lxw_col_t(c), priceWidths[c], nullptr);
    }
    const QString termMessage = tr("Enter a whole number of months, 1 or more.");
    const QString dateMessage = tr("Enter a date from today on.");
    row = kFirstRow;
    for (const QString& rowKey : stamp.priceRows) {
        const int line = row - kFirstRow + 1;
        const std::optional<PriceLine> stored =
            quoted.contains(line) ? std::optional(quoted.value(line)) : std::nullopt;
        worksheet_write_number(pricesSheet, lxw_row_t(row), kLineColumn, line, fixed);
        std::optional<double> quantity;
        QString unitName;
        if (rowKey != QLatin1String(kFreeRowKey)) {
            const CostInputKey key = costInputKeyFromKey(rowKey).value_or(CostInputKey::ComputeCapacity);
            const PriceRowDefault given = priceRowDefault(key, candidate->nodeCount, gpusPerNode);
            writeText(pricesSheet, row, kComponentColumn, displayName(key), fixed);
            writeText(pricesSheet, row, kItemColumn, given.item, fixed);
            quantity = given.quantity;
            unitName = displayName(given.unit);
        } else {
            writeText(pricesSheet, row, kComponentColumn, stored ? displayName(stored->component) : QString(), answer);
            listValidation(pricesSheet, row, kComponentColumn, componentNames);
            writeText(pricesSheet, row, kItemColumn, stored ? stored->item : QString(), answer);
        }
        if (stored) {
            quantity = stored->quantity;
            unitName = displayName(stored->unit);
        }
        writeOptionalNumber(pricesSheet, row, kUnitPriceColumn,
                            stored ? std::optional(stored->unitPrice) : std::nullopt, answer);
        numberValidation(pricesSheet, row, kUnitPriceColumn, numberMessage);
        writeOptionalNumber(pricesSheet, row, kQuantityColumn, quantity, answer);
        numberValidation(pricesSheet, row, kQuantityColumn, numberMessage);
        writeText(pricesSheet, row, kCurrencyColumn, stored ? stored->currency : settings.currency, answer);
        listValidation(pricesSheet, row, kCurrencyColumn, currencies);
        writeText(pricesSheet, row, kBillingColumn, unitName, answer);
        listValidation(pricesSheet, row, kBillingColumn, unitNames);
        writeOptionalNumber(pricesSheet, row, kTermColumn,
                            stored && stored->termMonths ? std::optional<double>(*stored->termMonths) : std::nullopt,
                            answer);
        minimumValidation(pricesSheet, row, kTermColumn, LXW_VALIDATION_TYPE_INTEGER, 1.0, termMessage);
        if (stored && stored->validUntil.isValid()) {
            lxw_datetime date = datetime(stored->validUntil);
            worksheet_write_datetime(pricesSheet, lxw_row_t(row), kValidUntilColumn, &date, answerDate);
        } else {
            worksheet_write_blank(pricesSheet, lxw_row_t(row), kValidUntilColumn, answerDate);
        }
        // A date of today or later.
        minimumValidation(pricesSheet, row, kValidUntilColumn, LXW_VALIDATION_TYPE_DATE, QDate::currentDate(),
                          dateMessage);
        writeOptionalNumber(pricesSheet, row, kLeadTimeColumn, stored ? stored->leadTimeWeeks : std::nullopt, answer);
        numberValidation(pricesSheet, row, kLeadTimeColumn, numberMessage);
        const QString price = CellRef{row, kUnitPriceColumn}.name();
        const QString count = CellRef{row, kQuantityColumn}.name();
        const QByteArray formula =
            QStringLiteral("=IF(AND(ISNUMBER(%1),ISNUMBER(%2)),%1*%2,\"\")").arg(price, count).toUtf8();
        const double total = stored ? stored->unitPrice * stored->quantity : 0;
        worksheet_write_formula_num(pricesSheet, lxw_row_t(row), kLineTotalColumn, formula.constData(), fixed, total);
        ++row;
    }
    worksheet_freeze_panes(pricesSheet, 1, 0);
    worksheet_protect(pricesSheet, nullptr, nullptr);

    // The stamp.
    lxw_worksheet* stampSheet = workbook_add_worksheet(workbook, kStampSheet);
    row = 0;
    for (const auto& [name, value] : stamp.rows()) {
        writeText(stampSheet, row, 0, name, nullptr);
        writeText(stampSheet, row, 1, value, nullptr);
        ++row;
    }
    writeText(stampSheet, row, 0, QStringLiteral("seal"), nullptr);
    writeText(stampSheet, row, 1, stamp.seal, nullptr);
    worksheet_hide(stampSheet);
    worksheet_protect(stampSheet, nullptr, nullptr);

    const lxw_error result = book.close();
    if (result != LXW_NO_ERROR) {
        QFile::remove(temporary);
        return fail(tr("Could not write %1: %2").arg(path, QString::fromUtf8(lxw_strerror(result))));
    }
    QFile::remove(path);
    if (!QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        return fail(tr("Could not write %1.").arg(path));
    }
    return true;
}

} // namespace fw::core::supplierworkbook
