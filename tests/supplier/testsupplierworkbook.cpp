// The supplier workbook (issue 24): written with libxlsxwriter, filled in by rewriting its sheet XML inside the real
// archive, read back with minizip, reviewed and applied; bad workbooks refused with nothing changed.
#include "domain/bomcatalog.h"
#include "domain/questionnairecatalog.h"
#include "ingest/xlsxreader.h"
#include "report/reportlanguage.h"
#include "report/supplierexchange.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "xlsxedit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw;
using core::supplierreview::Review;

namespace {

constexpr auto kQuestions = "xl/worksheets/sheet1.xml";
constexpr auto kBom = "xl/worksheets/sheet2.xml";
constexpr auto kStamp = "xl/worksheets/sheet3.xml";

// The A1 name of a cell of the Questionnaire or BOM sheet, by 0-based row and column.
QString ref(int row, int column)
{
    return core::CellRef{row, column}.name();
}

int questionRow(core::FabricKind fabric, const QString& key)
{
    return core::supplierworkbook::kFirstRow + core::QuestionnaireCatalog::forFabric(fabric).question(key)->number - 1;
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
            core::supplierreview::Reader::apply(*m_project, r, all, {QStringLiteral("gpu_model")});
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
        QCOMPARE(read.sheets.size(), 3);
        QVERIFY(read.sheets.at(2).hidden);
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
        {
            const app::ReportLanguage scope(language);
            answered = core::displayName(core::AnswerStatus::AnsweredWithEvidence);
            aoc = core::BomCatalog::optionLabel(*core::BomCatalog::field(QStringLiteral("cable_type")),
                                                QStringLiteral("aoc"));
        }
        const QString text = language == QLatin1String("ja") ? QStringLiteral("NDR 400G、Quantum-2 QM9700、ConnectX-7")
                                                             : QStringLiteral("NDR 400G, Quantum-2 QM9700, ConnectX-7");
        const QString firstKey = first.key;
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
                    {kBom, ref(bomRow(fabric, QStringLiteral("cable_type")), kValueColumn), xlsxedit::textCell(aoc)}});

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

        // Accept all but the claim; then the workbook of the new state reads back unchanged.
        core::supplierreview::Reader::apply(
            *m_project, filled, {firstKey},
            {QStringLiteral("gpu_model"), QStringLiteral("gpus_per_node"), QStringLiteral("cable_type")});
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
            {QStringLiteral("gpu_model"), QStringLiteral("gpus_per_node"), QStringLiteral("cable_type")}, false);
        QCOMPARE(core::BomRepository(*m_project).declared(candidate).value(QStringLiteral("gpu_model")),
                 roce ? QString() : QStringLiteral("A100"));
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
