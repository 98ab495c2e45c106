// SPDX-License-Identifier: Apache-2.0
// The supplier workbook (issue 24): written with libxlsxwriter, filled in by rewriting its sheet XML inside the real
// archive, read back with minizip, reviewed and applied; bad workbooks refused with nothing changed.
#include "domain/bomcatalog.h"
#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "ingest/xlsxreader.h"
#include "processrun.h"
#include "report/reportlanguage.h"
#include "report/supplierexchange.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "xlsxedit.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace fw;
using core::supplierreview::Review;

namespace {

constexpr auto kQuestions = "xl/worksheets/sheet1.xml";
constexpr auto kBom = "xl/worksheets/sheet2.xml";
constexpr auto kPrices = "xl/worksheets/sheet3.xml";
constexpr auto kStamp = "xl/worksheets/sheet4.xml";

// The A1 name of a cell of the Questionnaire or BOM sheet, by 0-based row and column.
QString ref(int row, int column)
{
    return core::CellRef{row, column}.name();
}

int questionRow(core::FabricKind fabric, const QString& key)
{
    return core::supplierworkbook::kFirstRow + core::QuestionnaireCatalog::forFabric(fabric).question(key)->number - 1;
}

// The row of a price-sheet line (1-based).
int priceRow(int line)
{
    return core::supplierworkbook::kFirstRow + line - 1;
}

// A date as a spreadsheet stores it: days since 1899-12-30.
QByteArray dateCell(const QDate& date)
{
    return xlsxedit::numberCell(double(QDate(1899, 12, 30).daysTo(date)));
}

int bomRow(core::FabricKind fabric, const QString& key)
{
    const QList<core::BomField> fields = core::BomCatalog::forFabric(fabric);
    for (int i = 0; i < fields.size(); ++i) {
        if (QLatin1String(fields.at(i).key) == key)
            return core::supplierworkbook::kFirstRow + i;
    }
    return -1;
}

QString numericQuestion(core::FabricKind fabric)
{
    for (const core::Question& question : core::QuestionnaireCatalog::forFabric(fabric).questions()) {
        if (question.numericClaim)
            return question.key;
    }
    return {};
}

} // namespace

class TestSupplierWorkbook : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<core::ProjectFile> m_project;
    qint64 m_ib = 0;
    qint64 m_roce = 0;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // What the project holds of both candidates' answers and BOMs.
    QString state() const
    {
        QString text;
        for (qint64 id : {m_ib, m_roce}) {
            for (const auto& [key, answer] : core::QuestionnaireRepository(*m_project).answers(id).asKeyValueRange())
                text += QStringLiteral("%1 %2 %3 %4\n").arg(id).arg(key, core::storageKey(answer.status), answer.text);
            for (const auto& [key, value] : core::BomRepository(*m_project).declared(id).asKeyValueRange())
                text += QStringLiteral("%1 %2=%3\n").arg(id).arg(key, value);
            for (const core::PriceLine& line : core::PriceRepository(*m_project).lines(id))
                text += QStringLiteral("%1 line %2 %3 %4 %5\n")
                            .arg(id)
                            .arg(line.line)
                            .arg(line.unitPrice)
                            .arg(line.quantity)
                            .arg(line.currency);
            const core::CostInputs inputs = core::CostRepository(*m_project).inputs(id);
            for (int k = 0; k < core::kCostInputCount; ++k)
                text += QStringLiteral("%1 input %2 %3\n").arg(id).arg(k).arg(core::storageKey(inputs[k].source));
        }
        return text;
    }

    QString exported(qint64 candidate, const QString& language, const QString& name)
    {
        QString error;
        const QString file = path(name);
        if (!app::supplierexchange::exportWorkbook(*m_project, candidate, language, file, &error))
            qWarning("%s", qPrintable(error));
        return file;
    }

    // Reviews `file`; the error when the workbook as a whole was refused.
    QString review(const QString& file, Review* review, std::optional<qint64> candidate = std::nullopt)
    {
        QString error;
        app::supplierexchange::reviewWorkbook(*m_project, file, candidate, review, &error);
        return error;
    }

    // Edits `file` in place; fails the test when a cell is not found.
    void edit(const QString& file, const QList<std::tuple<const char*, QString, QByteArray>>& cells)
    {
        xlsxedit::Parts parts = xlsxedit::unpack(file);
        QVERIFY(!parts.isEmpty());
        for (const auto& [part, cell, xml] : cells)
            QVERIFY2(xlsxedit::setCell(parts, QString::fromLatin1(part), cell, xml), qPrintable(cell));
        QVERIFY(xlsxedit::pack(file, parts));
    }

    // A refused workbook: nothing may change, and applying its review (were it attempted) writes nothing.
    void expectRefused(const QString& file, const QString& expected, std::optional<qint64> candidate = std::nullopt)
    {
        const QString before = state();
        Review r;
        const QString error = review(file, &r, candidate);
        QString said = error;
        for (const auto& refusal : r.refusals)
            said += refusal.describe() + u'\n';
        QVERIFY2(said.contains(expected), qPrintable(said));
        if (error.isEmpty()) {
            QVERIFY(!r.refusals.isEmpty());
            QSet<QString> all;
            for (const auto& change : r.answers)
                all.insert(change.questionKey);
            QSet<int> lines;
            for (const auto& change : r.prices)
                lines.insert(change.line);
            core::supplierreview::Reader::apply(*m_project, r, all, {QStringLiteral("gpu_model")}, lines);
        }
        QCOMPARE(state(), before);
    }

private slots:
    void init()
    {
        m_project = core::ProjectFile::create(path(QStringLiteral("project.fabwb")));
        core::CandidateRepository candidates(*m_project);
        m_ib = candidates.add({0, QStringLiteral("Acme"), QStringLiteral("IB pod"), core::FabricKind::InfiniBand});
        m_roce = candidates.add({0, QStringLiteral("Beta"), QStringLiteral("RoCE pod"), core::FabricKind::RoceV2});
        core::QuestionnaireAnswer answer;
        answer.text = QStringLiteral("HDR, we think");
        answer.status = core::AnswerStatus::Answered;
        core::QuestionnaireRepository(*m_project).setAnswer(m_ib, QStringLiteral("ib.hardware"), answer);
        core::BomRepository(*m_project).setDeclared(m_ib, {{QStringLiteral("gpu_model"), QStringLiteral("A100")}});
        // The project counts in EUR per year (the defaults) and takes prices in USD at 0.9 EUR.
        core::PriceRepository(*m_project).setRate({QStringLiteral("USD"), 0.9, QDate(2026, 11, 30)});
    }

    void cleanup() { m_project.reset(); }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("roce");
        QTest::newRow("en, InfiniBand") << QStringLiteral("en") << false;
        QTest::newRow("de, InfiniBand") << QStringLiteral("de") << false;
        QTest::newRow("ja, RoCE") << QStringLiteral("ja") << true;
        QTest::newRow("de, RoCE") << QStringLiteral("de") << true;
    }

    void roundTrip()
    {
        QFETCH(QString, language);
        QFETCH(bool, roce);
        const qint64 candidate = roce ? m_roce : m_ib;
        const core::FabricKind fabric = roce ? core::FabricKind::RoceV2 : core::FabricKind::InfiniBand;
        const QString file = exported(candidate, language, QStringLiteral("sheet.xlsx"));

        // What the supplier sees: the catalog's question in their language, protected sheets, drop-downs.
        const core::XlsxReader::Result read = core::XlsxReader::read(file);
        QVERIFY2(read.error.isEmpty(), qPrintable(read.error));
        QCOMPARE(read.sheets.size(), 4);
        QVERIFY(!read.sheets.at(2).hidden);
        QVERIFY(read.sheets.at(3).hidden);
        const QHash<QString, QString> sheetNames{{QStringLiteral("en"), QStringLiteral("Questionnaire")},
                                                 {QStringLiteral("de"), QStringLiteral("Fragebogen")},
                                                 {QStringLiteral("ja"), QStringLiteral("質問票")}};
        QCOMPARE(read.sheets.at(0).name, sheetNames.value(language));
        const core::Question& first = core::QuestionnaireCatalog::forFabric(fabric).questions().constFirst();
        QCOMPARE(read.sheets.at(0).cell(1, core::supplierworkbook::kQuestionColumn)->text,
                 core::QuestionnaireCatalog::localised(first.text, language));
        QCOMPARE(read.sheets.at(0).cell(1, core::supplierworkbook::kNeedColumn)->text,
                 core::QuestionnaireCatalog::localised(first.need, language));
        const xlsxedit::Parts parts = xlsxedit::unpack(file);
        for (const auto& [name, bytes] : parts) {
            if (name == QLatin1String(kQuestions)) {
                QVERIFY(bytes.contains("<sheetProtection"));
                QVERIFY(bytes.contains("type=\"list\""));
                QVERIFY(bytes.contains("type=\"decimal\""));
            }
            if (name == QLatin1String(kPrices)) {
                QVERIFY(bytes.contains("<sheetProtection"));
                QVERIFY(bytes.contains("type=\"list\""));
                QVERIFY(bytes.contains("type=\"date\""));
                QVERIFY(bytes.contains("type=\"whole\""));
                QVERIFY(bytes.contains("&quot;EUR,USD&quot;") || bytes.contains("\"EUR,USD\""));
            }
        }

        // Sent and returned unchanged: nothing to review.
        Review unchanged;
        QCOMPARE(review(file, &unchanged), QString());
        QVERIFY2(unchanged.isEmpty() && unchanged.refusals.isEmpty(),
                 qPrintable(unchanged.refusals.isEmpty() ? QString() : unchanged.refusals.first().describe()));
        QCOMPARE(unchanged.stamp.language, language);

        // The supplier fills in the answer cells, in their language.
        QString answered;
        QString aoc;
        QString nodeMonth;
        QString switches;
        {
            const app::ReportLanguage scope(language);
            nodeMonth = core::displayName(core::BillingUnit::NodeMonth);
            switches = core::displayName(core::CostInputKey::Switches);
            answered = core::displayName(core::AnswerStatus::AnsweredWithEvidence);
            aoc = core::BomCatalog::optionLabel(*core::BomCatalog::field(QStringLiteral("cable_type")),
                                                QStringLiteral("aoc"));
        }
        const QString text = language == QLatin1String("ja") ? QStringLiteral("NDR 400G、Quantum-2 QM9700、ConnectX-7")
                                                             : QStringLiteral("NDR 400G, Quantum-2 QM9700, ConnectX-7");
        const QString firstKey = first.key;
        const QDate validUntil = QDate::currentDate().addYears(1);
        const QString claimKey = numericQuestion(fabric);
        const int claimRow = questionRow(fabric, claimKey);
        using namespace core::supplierworkbook;
        edit(file, {{kQuestions, ref(kFirstRow, kStatusColumn), xlsxedit::textCell(answered)},
                    {kQuestions, ref(kFirstRow, kAnswerColumn), xlsxedit::textCell(text)},
                    {kQuestions, ref(kFirstRow, kEvidenceColumn), xlsxedit::textCell(QStringLiteral("datasheet.pdf"))},
                    {kQuestions, ref(claimRow, kStatusColumn), xlsxedit::textCell(answered)},
                    {kQuestions, ref(claimRow, kAnswerColumn), xlsxedit::textCell(QStringLiteral("nccl-tests"))},
                    {kQuestions, ref(claimRow, kBandwidthColumn), xlsxedit::numberCell(389.5)},
                    {kQuestions, ref(claimRow, kSizeColumn), xlsxedit::numberCell(128)},
                    {kBom, ref(bomRow(fabric, QStringLiteral("gpu_model")), kValueColumn),
                     xlsxedit::textCell(QStringLiteral("H100 SXM5"))},
                    {kBom, ref(bomRow(fabric, QStringLiteral("gpus_per_node")), kValueColumn), xlsxedit::numberCell(8)},
                    {kBom, ref(bomRow(fabric, QStringLiteral("cable_type")), kValueColumn), xlsxedit::textCell(aoc)},
                    // Line 1, compute: 2.5 USD per GPU-hour (the row's unit) for 16 GPUs, a 36-month term.
                    {kPrices, ref(priceRow(1), kUnitPriceColumn), xlsxedit::numberCell(2.5)},
                    {kPrices, ref(priceRow(1), kQuantityColumn), xlsxedit::numberCell(16)},
                    {kPrices, ref(priceRow(1), kCurrencyColumn), xlsxedit::textCell(QStringLiteral("USD"))},
                    {kPrices, ref(priceRow(1), kTermColumn), xlsxedit::numberCell(36)},
                    {kPrices, ref(priceRow(1), kValidUntilColumn), dateCell(validUntil)},
                    {kPrices, ref(priceRow(1), kLeadTimeColumn), xlsxedit::numberCell(6)},
                    // Line 3, switches: 120,000 EUR once (the row's unit and currency) for 2, over 36 months.
                    {kPrices, ref(priceRow(3), kUnitPriceColumn), xlsxedit::numberCell(120000)},
                    {kPrices, ref(priceRow(3), kQuantityColumn), xlsxedit::numberCell(2)},
                    {kPrices, ref(priceRow(3), kTermColumn), xlsxedit::numberCell(36)},
                    // Line 9, the first free row: the supplier's own switch item, 1,000 EUR per node-month.
                    {kPrices, ref(priceRow(9), kComponentColumn), xlsxedit::textCell(switches)},
                    {kPrices, ref(priceRow(9), kItemColumn), xlsxedit::textCell(QStringLiteral("Spare PSUs"))},
                    {kPrices, ref(priceRow(9), kUnitPriceColumn), xlsxedit::numberCell(1000)},
                    {kPrices, ref(priceRow(9), kQuantityColumn), xlsxedit::numberCell(1)},
                    {kPrices, ref(priceRow(9), kBillingColumn), xlsxedit::textCell(nodeMonth)}});

        Review filled;
        QCOMPARE(review(file, &filled), QString());
        QVERIFY2(filled.refusals.isEmpty(), qPrintable(filled.refusals.value(0).describe()));
        QCOMPARE(filled.candidateId, candidate);
        QCOMPARE(filled.answers.size(), 2);
        QCOMPARE(filled.answers.at(0).questionKey, firstKey);
        QCOMPARE(filled.answers.at(0).after.status, core::AnswerStatus::AnsweredWithEvidence);
        const QString evidenceLine = [&] {
            const app::ReportLanguage scope(language);
            return core::supplierworkbook::Vocabulary::current().evidenceLabel;
        }();
        QCOMPARE(filled.answers.at(0).after.text, text + u'\n' + evidenceLine + QStringLiteral(" datasheet.pdf"));
        QCOMPARE(filled.answers.at(1).after.text, QStringLiteral("nccl-tests\n389.5 GB/s at 128 MiB"));
        // Answered with evidence, but nothing attached yet: a new red flag the buyer sees before accepting.
        QVERIFY(!filled.answers.at(1).newRedFlags.isEmpty());
        QCOMPARE(filled.bom.size(), 3);
        QCOMPARE(filled.bom.at(0).fieldKey, QStringLiteral("gpu_model"));
        QCOMPARE(filled.bom.at(0).before, roce ? QString() : QStringLiteral("A100"));
        QCOMPARE(filled.bom.at(0).after, QStringLiteral("H100 SXM5"));

        QCOMPARE(filled.prices.size(), 3);
        QCOMPARE(filled.prices.at(0).line, 1);
        QVERIFY(!filled.prices.at(0).before);
        const core::PriceLine compute = *filled.prices.at(0).after;
        QCOMPARE(compute.component, core::CostInputKey::ComputeCapacity);
        QCOMPARE(compute.unit, core::BillingUnit::GpuHour);
        QCOMPARE(compute.unitPrice, 2.5);
        QCOMPARE(compute.quantity, 16.0);
        QCOMPARE(compute.currency, QStringLiteral("USD"));
        QCOMPARE(compute.termMonths, std::optional<int>(36));
        QCOMPARE(compute.validUntil, validUntil);
        QCOMPARE(compute.leadTimeWeeks, std::optional<double>(6));
        QCOMPARE(filled.prices.at(1).after->unit, core::BillingUnit::OneOff);
        QCOMPARE(filled.prices.at(1).after->currency, QStringLiteral("EUR"));
        QCOMPARE(filled.prices.at(2).line, 9);
        QCOMPARE(filled.prices.at(2).after->component, core::CostInputKey::Switches);
        QCOMPARE(filled.prices.at(2).after->item, QStringLiteral("Spare PSUs"));
        QCOMPARE(filled.prices.at(2).after->unit, core::BillingUnit::NodeMonth);

        // Accept all but the claim; then the workbook of the new state reads back unchanged.
        core::supplierreview::Reader::apply(
            *m_project, filled, {firstKey},
            {QStringLiteral("gpu_model"), QStringLiteral("gpus_per_node"), QStringLiteral("cable_type")}, {1, 3, 9});
        QCOMPARE(core::PriceRepository(*m_project).lines(candidate).size(), 3);
        // The cost model takes the two components from the lines, per year in EUR: compute 2.5 USD × 16 GPUs ×
        // 8760 h × 0.9 = 315,360; switches 120,000 × 2 ÷ 36 months × 12 + 1,000 × 1 × 12 = 92,000.
        {
            const core::CostDecisionSnapshot snapshot = core::CostDecisionSnapshot::load(m_project.get());
            const core::CostResult& cost = snapshot.results.at(snapshot.candidateRow(candidate));
            const core::ResolvedInput& computeInput = cost.inputs[int(core::CostInputKey::ComputeCapacity)];
            QVERIFY(computeInput.value);
            QCOMPARE(qRound64(*computeInput.value * 1000), qint64(315360000));
            QCOMPARE(computeInput.quotedLines, QList<int>{1});
            QCOMPARE(computeInput.source, core::InputSource::Quoted);
            const core::ResolvedInput& switchInput = cost.inputs[int(core::CostInputKey::Switches)];
            QVERIFY(switchInput.value);
            QCOMPARE(qRound64(*switchInput.value * 1000), qint64(92000000));
            QCOMPARE(switchInput.quotedLines, (QList<int>{3, 9}));
            QVERIFY(cost.inputs[int(core::CostInputKey::NetworkAdapters)].quotedLines.isEmpty());
        }
        const auto answers = core::QuestionnaireRepository(*m_project).answers(candidate);
        QCOMPARE(answers.value(firstKey).text, filled.answers.at(0).after.text);
        QCOMPARE(answers.value(claimKey).text, QString());
        const core::BomValues declared = core::BomRepository(*m_project).declared(candidate);
        QCOMPARE(declared.value(QStringLiteral("gpu_model")), QStringLiteral("H100 SXM5"));
        QCOMPARE(declared.value(QStringLiteral("gpus_per_node")), QStringLiteral("8"));
        QCOMPARE(declared.value(QStringLiteral("cable_type")), QStringLiteral("aoc"));

        const QString again = exported(candidate, language, QStringLiteral("again.xlsx"));
        Review second;
        QCOMPARE(review(again, &second), QString());
        QVERIFY(second.isEmpty() && second.refusals.isEmpty());

        // Undo: the same changes written backwards restore the state before.
        core::supplierreview::Reader::apply(
            *m_project, filled, {firstKey},
            {QStringLiteral("gpu_model"), QStringLiteral("gpus_per_node"), QStringLiteral("cable_type")}, {1, 3, 9},
            false);
        QCOMPARE(core::BomRepository(*m_project).declared(candidate).value(QStringLiteral("gpu_model")),
                 roce ? QString() : QStringLiteral("A100"));
        QVERIFY(core::PriceRepository(*m_project).lines(candidate).isEmpty());
        QCOMPARE(core::CostRepository(*m_project).inputs(candidate)[int(core::CostInputKey::Switches)].source,
                 core::InputSource::Typed);
    }

    void wrongCandidate()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        expectRefused(file, QStringLiteral("is for Acme / IB pod, not for Beta / RoCE pod"), m_roce);
    }

    void otherProject()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        auto other = core::ProjectFile::create(path(QStringLiteral("other.fabwb")));
        std::swap(other, m_project);
        const qint64 id = core::CandidateRepository(*m_project)
                              .add({0, QStringLiteral("Acme"), QStringLiteral("IB pod"), core::FabricKind::InfiniBand});
        QCOMPARE(id, m_ib); // the same candidate id, but another project's seal
        Review r;
        QVERIFY(review(file, &r).contains(QStringLiteral("made for another project")));
        std::swap(other, m_project);
    }

    void tamperedStamp()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        // Row 4 of the stamp is the candidate id: pointed at the other candidate.
        edit(file, {{kStamp, QStringLiteral("B4"), xlsxedit::textCell(QString::number(m_roce))}});
        expectRefused(file, QStringLiteral("stamp was changed after it was sent"));
    }

    void missingStamp()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        xlsxedit::Parts parts = xlsxedit::unpack(file);
        for (auto& [name, bytes] : parts) {
            if (name == QLatin1String("xl/workbook.xml"))
                bytes.replace("name=\"fw_stamp\"", "name=\"Notes\"");
        }
        QVERIFY(xlsxedit::pack(file, parts));
        expectRefused(file, QStringLiteral("has no stamp"));
        // Named, the sheets are read by position; nothing was edited, so nothing changes.
        Review r;
        QCOMPARE(review(file, &r, m_ib), QString());
        QVERIFY(!r.stamped);
        QVERIFY2(r.isEmpty() && r.refusals.isEmpty(), qPrintable(r.refusals.value(0).describe()));
    }

    void formulaInValueCell()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        edit(file, {{kQuestions, QStringLiteral("E2"),
                     xlsxedit::formulaCell(QStringLiteral("\"N\"&\"DR\""), QStringLiteral("NDR"))}});
        expectRefused(file, QStringLiteral("Questionnaire, cell E2: a formula where a value belongs"));
    }

    void hugeCell()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        edit(file, {{kQuestions, QStringLiteral("E3"), xlsxedit::textCell(QString(100000, u'x'))}});
        expectRefused(file, QStringLiteral("sheet \"Questionnaire\", cell E3 holds 100000 characters"));
    }

    void textWhereStatusOrNumberBelongs()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        const int claimRow = questionRow(core::FabricKind::InfiniBand, numericQuestion(core::FabricKind::InfiniBand));
        using namespace core::supplierworkbook;
        edit(file, {{kQuestions, QStringLiteral("D2"), xlsxedit::textCell(QStringLiteral("42"))},
                    {kQuestions, ref(claimRow, kBandwidthColumn), xlsxedit::textCell(QStringLiteral("about 390"))},
                    {kBom, ref(bomRow(core::FabricKind::InfiniBand, QStringLiteral("gpus_per_node")), kValueColumn),
                     xlsxedit::textCell(QStringLiteral("eight"))}});
        expectRefused(file, QStringLiteral("Questionnaire, cell D2: \"42\" is not a status"));
        expectRefused(file,
                      QStringLiteral("cell %1: \"about 390\" is not a number").arg(ref(claimRow, kBandwidthColumn)));
        expectRefused(file, QStringLiteral("\"eight\" is not a whole number"));
    }

    void priceRefusals_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<QByteArray>("cell");
        QTest::addColumn<QString>("expected");
        using namespace core::supplierworkbook;
        QTest::newRow("currency not in the project")
            << int(kCurrencyColumn) << xlsxedit::textCell(QStringLiteral("GBP"))
            << QStringLiteral("Prices, cell F2: \"GBP\" is not a currency of this project (EUR, USD)");
        QTest::newRow("date in the past") << int(kValidUntilColumn) << dateCell(QDate(2020, 1, 31))
                                          << QStringLiteral("Prices, cell I2: the quote is valid until 2020-01-31, a "
                                                            "date in the past");
        QTest::newRow("text in a number cell")
            << int(kQuantityColumn) << xlsxedit::textCell(QStringLiteral("sixteen"))
            << QStringLiteral("Prices, cell E2: \"sixteen\" is not a number; the quantity belongs here");
        QTest::newRow("negative price") << int(kUnitPriceColumn) << xlsxedit::numberCell(-2.5)
                                        << QStringLiteral("Prices, cell D2: the unit price cannot be negative");
        QTest::newRow("number where a currency belongs")
            << int(kCurrencyColumn) << xlsxedit::numberCell(840)
            << QStringLiteral("Prices, cell F2: a number where a currency code belongs");
        QTest::newRow("not a billing unit") << int(kBillingColumn) << xlsxedit::textCell(QStringLiteral("per rack"))
                                            << QStringLiteral("Prices, cell G2: \"per rack\" is not a billing unit");
    }

    void priceRefusals()
    {
        QFETCH(int, column);
        QFETCH(QByteArray, cell);
        QFETCH(QString, expected);
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        using namespace core::supplierworkbook;
        // A whole line, then one cell of it spoilt; the answer beside it is refused with it.
        QList<std::tuple<const char*, QString, QByteArray>> cells = {
            {kQuestions, QStringLiteral("E2"), xlsxedit::textCell(QStringLiteral("NDR"))}};
        const QList<std::pair<int, QByteArray>> line = {
            {int(kUnitPriceColumn), xlsxedit::numberCell(2.5)},
            {int(kQuantityColumn), xlsxedit::numberCell(16)},
            {int(kValidUntilColumn), dateCell(QDate::currentDate().addMonths(3))}};
        for (const auto& [c, xml] : line) {
            if (c != column)
                cells.append({kPrices, ref(priceRow(1), c), xml});
        }
        cells.append({kPrices, ref(priceRow(1), column), cell});
        edit(file, cells);
        expectRefused(file, expected);
    }

    void oneOffNeedsATerm()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        using namespace core::supplierworkbook;
        edit(file, {{kPrices, ref(priceRow(3), kUnitPriceColumn), xlsxedit::numberCell(120000)},
                    {kPrices, ref(priceRow(3), kQuantityColumn), xlsxedit::numberCell(2)}});
        expectRefused(file, QStringLiteral("Prices, cell H4: a one-off price needs the term"));
    }

    // The same filled-in workbook saved by a real spreadsheet application, LibreOffice, as XLSX and as ODS: it reads
    // back to the same review as the file the supplier edited.
    void savedByLibreOffice_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("xlsx") << QStringLiteral("xlsx");
        QTest::newRow("ods") << QStringLiteral("ods");
    }

    void savedByLibreOffice()
    {
        QFETCH(QString, format);
        const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
        if (soffice.isEmpty())
            QSKIP("soffice (LibreOffice, Debian package libreoffice-calc-nogui, installed by "
                  "packaging/install-deps.sh) is not installed, so a file saved by LibreOffice cannot be made");
        const QString file = exported(m_ib, QStringLiteral("de"), QStringLiteral("filled.xlsx"));
        QString answered;
        QString switches;
        QString nodeMonth;
        {
            const app::ReportLanguage scope(QStringLiteral("de"));
            answered = core::displayName(core::AnswerStatus::Answered);
            switches = core::displayName(core::CostInputKey::Switches);
            nodeMonth = core::displayName(core::BillingUnit::NodeMonth);
        }
        using namespace core::supplierworkbook;
        const QDate validUntil = QDate::currentDate().addMonths(6);
        edit(file, {{kQuestions, ref(kFirstRow, kStatusColumn), xlsxedit::textCell(answered)},
                    {kQuestions, ref(kFirstRow, kAnswerColumn),
                     xlsxedit::textCell(QStringLiteral("NDR 400G  mit zwei Leerzeichen\nund zweiter Zeile"))},
                    {kBom, ref(bomRow(core::FabricKind::InfiniBand, QStringLiteral("gpus_per_node")), kValueColumn),
                     xlsxedit::numberCell(8)},
                    {kPrices, ref(priceRow(1), kUnitPriceColumn), xlsxedit::numberCell(2.75)},
                    {kPrices, ref(priceRow(1), kQuantityColumn), xlsxedit::numberCell(64)},
                    {kPrices, ref(priceRow(1), kCurrencyColumn), xlsxedit::textCell(QStringLiteral("USD"))},
                    {kPrices, ref(priceRow(1), kValidUntilColumn), dateCell(validUntil)},
                    {kPrices, ref(priceRow(9), kComponentColumn), xlsxedit::textCell(switches)},
                    {kPrices, ref(priceRow(9), kItemColumn), xlsxedit::textCell(QStringLiteral("Ersatznetzteile"))},
                    {kPrices, ref(priceRow(9), kUnitPriceColumn), xlsxedit::numberCell(1000)},
                    {kPrices, ref(priceRow(9), kQuantityColumn), xlsxedit::numberCell(2)},
                    {kPrices, ref(priceRow(9), kBillingColumn), xlsxedit::textCell(nodeMonth)}});
        Review original;
        QCOMPARE(review(file, &original), QString());
        QVERIFY2(original.refusals.isEmpty(), qPrintable(original.refusals.value(0).describe()));
        QCOMPARE(original.prices.size(), 2);

        const QString out = path(QStringLiteral("saved"));
        QVERIFY(QDir().mkpath(out));
        const testsupport::ProcessResult converted = testsupport::runProcess(
            soffice, {QStringLiteral("-env:UserInstallation=file://") + path(QStringLiteral("lo-profile")),
                      QStringLiteral("--headless"), QStringLiteral("--convert-to"), format, QStringLiteral("--outdir"),
                      out, file});
        QVERIFY2(converted.succeeded(), converted.describe().constData());
        const QString saved = out + QStringLiteral("/filled.") + format;
        QVERIFY2(QFileInfo::exists(saved), converted.out.constData());

        Review again;
        QCOMPARE(review(saved, &again), QString());
        QVERIFY2(again.refusals.isEmpty(), qPrintable(again.refusals.value(0).describe()));
        QCOMPARE(again.candidateId, m_ib);
        QCOMPARE(again.stamp.language, QStringLiteral("de"));
        QCOMPARE(again.answers.size(), original.answers.size());
        for (qsizetype i = 0; i < original.answers.size(); ++i)
            QCOMPARE(again.answers.at(i).after, original.answers.at(i).after);
        QCOMPARE(again.bom.size(), original.bom.size());
        for (qsizetype i = 0; i < original.bom.size(); ++i)
            QCOMPARE(again.bom.at(i).after, original.bom.at(i).after);
        QCOMPARE(again.prices.size(), original.prices.size());
        for (qsizetype i = 0; i < original.prices.size(); ++i)
            QCOMPARE(again.prices.at(i).after, original.prices.at(i).after);
        QCOMPARE(again.prices.at(0).after->validUntil, validUntil);

        // Stored from LibreOffice's file, the line feeds the cost model like any other.
        QSet<int> lines;
        for (const auto& change : again.prices)
            lines.insert(change.line);
        core::supplierreview::Reader::apply(*m_project, again, {}, {}, lines);
        const core::CostDecisionSnapshot snapshot = core::CostDecisionSnapshot::load(m_project.get());
        const core::ResolvedInput& compute =
            snapshot.results.at(snapshot.candidateRow(m_ib)).inputs[int(core::CostInputKey::ComputeCapacity)];
        QVERIFY(compute.value);
        QCOMPARE(qRound64(*compute.value * 100), qRound64(2.75 * 64 * 8760 * 0.9 * 100));
    }

    void lockedCellEdited()
    {
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        edit(file, {{kQuestions, QStringLiteral("B2"), xlsxedit::textCell(QStringLiteral("Any question"))}});
        expectRefused(file, QStringLiteral("Questionnaire, cell B2: the question was changed"));
    }

    void zipBomb()
    {
        // A sheet part that inflates to 64 MiB of zeros (about 64 KiB in the archive): refused from the directory
        // before a byte of it is inflated.
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        xlsxedit::Parts parts = xlsxedit::unpack(file);
        for (auto& [name, bytes] : parts) {
            if (name == QLatin1String(kQuestions))
                bytes = QByteArray(64 * 1024 * 1024, ' ');
        }
        QVERIFY(xlsxedit::pack(file, parts));
        QVERIFY(QFileInfo(file).size() < 1024 * 1024);
        expectRefused(file, QStringLiteral("would inflate to 67108864 bytes, more than the limit"));
    }

    void billionLaughs()
    {
        // Entities that expand to a billion strings: Qt's reader stops them, and the message ends with one period.
        const QString file = exported(m_ib, QStringLiteral("en"), QStringLiteral("ib.xlsx"));
        xlsxedit::Parts parts = xlsxedit::unpack(file);
        QByteArray bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n";
        QByteArray previous = "lol";
        for (int level = 1; level <= 9; ++level) {
            const QByteArray name = "lol" + QByteArray::number(level);
            bomb += "<!ENTITY " + name + " \"" + QByteArray("&" + previous + ";").repeated(10) + "\">\n";
            previous = name;
        }
        bomb += "]>\n<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>&" + previous +
                ";</t></is></c></row></sheetData></worksheet>\n";
        for (auto& [name, bytes] : parts) {
            if (name == QLatin1String(kQuestions))
                bytes = bomb;
        }
        QVERIFY(xlsxedit::pack(file, parts));
        Review r;
        const QString error = review(file, &r);
        QVERIFY2(error.contains(QStringLiteral("is not well-formed XML")), qPrintable(error));
        QVERIFY2(error.endsWith(QLatin1Char('.')) && !error.endsWith(QStringLiteral("..")), qPrintable(error));
    }

    void notAWorkbook()
    {
        QFile file(path(QStringLiteral("notes.xlsx")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("just text");
        file.close();
        expectRefused(file.fileName(), QStringLiteral("notes.xlsx cannot be read: it is not an XLSX workbook"));
    }
};

QTEST_GUILESS_MAIN(TestSupplierWorkbook)
#include "testsupplierworkbook.moc"
