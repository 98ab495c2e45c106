#include "reportbuilder.h"

#include "analysis/answerassessment.h"
#include "analysis/bomcomparison.h"
#include "analysis/bomdrift.h"
#include "analysis/costsensitivity.h"
#include "analysis/measuredbom.h"
#include "analysis/numberformat.h"
#include "analysis/triagerecommendation.h"
#include "base/version.h"
#include "charts/chartdata.h"
#include "charts/charts.h"
#include "costdecisionsnapshot.h"
#include "domain/bomcatalog.h"
#include "domain/checklist.h"
#include "domain/questionnairecatalog.h"
#include "remote/dispatchrunrepository.h"
#include "report/reportcharts.h"
#include "report/reportlanguage.h"
#include "report/worksheetexport.h"
#include "runtext.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/triagerepository.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDate>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>
#include <cmath>

namespace fw::app {

using namespace fw::core;

namespace {

QString esc(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString para(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(esc(text));
}

// What is not there, said plainly.
QString absent(const QString& text)
{
    return QStringLiteral("<p class=\"none\">%1</p>").arg(esc(text));
}

QString heading(const QString& text)
{
    return QStringLiteral("<h2>%1</h2>").arg(esc(text));
}

QString bullets(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(esc(item));
    return html + QStringLiteral("</ul>");
}

// Cells are HTML already (esc() plain text first).
QString table(const QStringList& header, const QList<QStringList>& rows, const QString& cssClass = QString())
{
    QString html =
        QStringLiteral("<table class=\"grid %1\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">").arg(cssClass);
    html += QStringLiteral("<thead><tr>");
    for (const QString& cell : header)
        html += QStringLiteral("<th>%1</th>").arg(cell);
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row)
            html += QStringLiteral("<td>%1</td>").arg(cell);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QStringList escaped(const QStringList& texts)
{
    QStringList result;
    for (const QString& text : texts)
        result << esc(text);
    return result;
}

QString flagged(const QString& text)
{
    return QStringLiteral("<span class=\"flag\">%1</span>").arg(esc(text));
}

QString mono(const QString& text)
{
    return QStringLiteral("<span class=\"mono\">%1</span>").arg(esc(text));
}

QString candidateName(const Candidate& candidate)
{
    return ReportBuilder::tr("%1: %2").arg(candidate.supplier, candidate.offerName);
}

QString dateTime(const QDateTime& when)
{
    if (!when.isValid())
        return ReportBuilder::tr("not recorded");
    return ReportBuilder::tr("%1 UTC").arg(QLocale().toString(when.toUTC(), QLocale::ShortFormat));
}

QString percent(double fraction)
{
    return ReportBuilder::tr("%1 %").arg(QLocale().toString(fraction * 100, 'f', 1));
}

QString costValue(const CostDecisionSnapshot& s, CostInputKey key, double value)
{
    switch (unitOf(key)) {
    case CostUnit::Money:
        return s.money(value);
    case CostUnit::Count:
        return formatNumber(value);
    case CostUnit::Fraction:
        return percent(value);
    case CostUnit::Hours:
        return ReportBuilder::tr("%1 h").arg(formatNumber(value));
    case CostUnit::MoneyPerHour:
        return ReportBuilder::tr("%1/h").arg(s.money(value));
    }
    return formatNumber(value);
}

// The data every section reads, loaded once.
struct Data
{
    CostDecisionSnapshot snapshot;
    QList<Candidate> candidates;
    QList<BenchmarkRun> runs; // all-reduce and others, rows loaded
    QList<StaleRun> stale;
    QHash<qint64, BomValues> declared;
    QHash<qint64, QList<StoredFacts>> facts;
    QHash<qint64, QMap<QString, QuestionnaireAnswer>> answers;
    QHash<qint64, QuestionnaireCompleteness> completeness;
    ChecklistAnswers triageAnswers;
    TriageRecommendation triage;
    QList<StoredDispatch> dispatches;
    FaultImpactData faults; // every candidate's stored fault and replay steps

    QString candidateLabel(std::optional<qint64> id) const
    {
        if (!id)
            return ReportBuilder::tr("no candidate");
        for (const Candidate& c : candidates) {
            if (c.id == *id)
                return c.supplier;
        }
        return ReportBuilder::tr("deleted candidate");
    }
};

Data load(ProjectFile& project, const QString& language)
{
    Data d;
    d.snapshot = CostDecisionSnapshot::load(&project);
    d.candidates = d.snapshot.candidates;
    BenchmarkRunRepository runs(project);
    for (const BenchmarkRun& listed : runs.list())
        d.runs << runs.load(listed.id);
    BomRepository boms(project);
    d.declared = boms.allDeclared();
    d.stale = staleRuns(boms.snapshots(), d.declared);
    QuestionnaireRepository questionnaires(project);
    for (const Candidate& c : d.candidates) {
        d.facts.insert(c.id, boms.measured(c.id));
        const auto answers = questionnaires.answers(c.id);
        d.answers.insert(c.id, answers);
        d.completeness.insert(c.id, core::completeness(QuestionnaireCatalog::forFabric(c.fabric), answers, language));
    }
    d.triageAnswers = TriageRepository(project).all();
    d.triage = recommend(d.triageAnswers);
    d.dispatches = DispatchRunRepository(project).all();
    d.faults = loadFaultImpact(project, CompareSelection{});
    return d;
}

// The worse of in-place and out-of-place at the smallest size (latency) and the largest size (bandwidth).
struct RunFigures
{
    double p99SmallUs = kUnknown;
    qint64 smallBytes = -1;
    double busbwLargeGBs = kUnknown;
    qint64 largeBytes = -1;
};

RunFigures figuresOf(const BenchmarkRun& run)
{
    RunFigures f;
    for (const SizeResult& row : run.results) {
        f.largeBytes = std::max(f.largeBytes, row.bytes);
        f.smallBytes = f.smallBytes < 0 ? row.bytes : std::min(f.smallBytes, row.bytes);
    }
    for (const SizeResult& row : run.results) {
        if (row.bytes == f.largeBytes && isKnown(row.busbwGBs))
            f.busbwLargeGBs = std::isnan(f.busbwLargeGBs) ? row.busbwGBs : std::min(f.busbwLargeGBs, row.busbwGBs);
        if (row.bytes == f.smallBytes && isKnown(row.p99Us))
            f.p99SmallUs = std::isnan(f.p99SmallUs) ? row.p99Us : std::max(f.p99SmallUs, row.p99Us);
    }
    return f;
}

QString bytesText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 0, QLocale::DataSizeTraditionalFormat);
}

// ---------------------------------------------------------------------------------------------------------------
// Sections

ReportSection summarySection(const Data& d)
{
    const CostDecisionSnapshot& s = d.snapshot;
    QString body;
    body += heading(ReportBuilder::tr("Recommendation"));
    body += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(s.recommendation()));
    body +=
        para(ReportBuilder::tr("Triage starting point: %1.").arg(TriageRecommendation::verdictName(d.triage.verdict)));

    body += heading(ReportBuilder::tr("Key figures"));
    if (d.candidates.isEmpty()) {
        body += absent(ReportBuilder::tr("The project has no candidates."));
    } else {
        QList<QStringList> rows;
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const Candidate& candidate = d.candidates.at(c);
            const CostResult& cost = s.results.at(c);
            const QuestionnaireCompleteness q = d.completeness.value(candidate.id);
            const auto total = s.outcome.totals.value(c);
            const int staleCount = int(std::count_if(
                d.stale.begin(), d.stale.end(), [&](const StaleRun& run) { return run.candidateId == candidate.id; }));
            rows << QStringList{
                esc(candidateName(candidate)),
                esc(displayName(candidate.fabric)),
                cost.costPerAcceptedRun && cost.ready ? esc(s.money(*cost.costPerAcceptedRun))
                                                      : esc(ReportBuilder::tr("not ready")),
                total ? esc(formatPoints(*total)) : esc(ReportBuilder::tr("incomplete")),
                q.redFlags > 0 ? flagged(QLocale().toString(q.redFlags)) : esc(QLocale().toString(q.redFlags)),
                staleCount > 0 ? flagged(QLocale().toString(staleCount)) : esc(QLocale().toString(staleCount))};
        }
        body += table(escaped({ReportBuilder::tr("Candidate"), ReportBuilder::tr("Fabric"),
                               ReportBuilder::tr("Cost per accepted run"), ReportBuilder::tr("Weighted score"),
                               ReportBuilder::tr("Red flags"), ReportBuilder::tr("Runs with changed BOM")}),
                      rows);
    }

    body += heading(ReportBuilder::tr("Open points"));
    QStringList open;
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        if (!s.results.at(c).ready)
            open << ReportBuilder::tr("The cost model of %1 is not ready: %n number(s) missing.", nullptr,
                                      int(s.results.at(c).missing.size()))
                        .arg(d.candidates.at(c).supplier);
    }
    if (!s.outcome.missing.isEmpty())
        open << ReportBuilder::tr("The decision matrix lacks %n score(s).", nullptr, int(s.outcome.missing.size()));
    if (!s.benchmarkRunsStored)
        open << ReportBuilder::tr("No own benchmark measurement is stored; results rest on supplier statements.");
    if (!d.faults.available)
        open << ReportBuilder::tr("No fault tests are stored in this project.");
    for (const FaultImpactEntry& e : d.faults.faults) {
        if (e.recoveryMeasured && !e.recovered)
            open << ReportBuilder::tr("%1: the fabric did not recover within the observed window after the fault.")
                        .arg(e.label);
    }
    if (!d.stale.isEmpty())
        open << ReportBuilder::tr("%n benchmark run(s) ran on a BOM that has changed since and should be repeated.",
                                  nullptr, int(d.stale.size()));
    body += bullets(open);
    return {ReportBuilder::tr("Summary and recommendation"), body};
}

QString checklistRows(const QList<ChecklistItem>& items, const ChecklistAnswers& answers, QList<QStringList>& rows)
{
    for (const ChecklistItem& item : items) {
        const QString value = answers.value(QString::fromLatin1(item.key));
        rows << QStringList{
            esc(Checklist::label(item.label)),
            value.isEmpty()
                ? QStringLiteral("<span class=\"muted\">%1</span>").arg(esc(ReportBuilder::tr("not answered")))
                : esc(Checklist::optionLabel(item, value))};
    }
    return {};
}

ReportSection triageSection(const Data& d)
{
    QString body;
    body += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(TriageRecommendation::verdictName(d.triage.verdict)));
    if (!d.triage.reasons.isEmpty())
        body += bullets(d.triage.reasons);
    if (d.triage.compareModelApiFirst)
        body += para(d.triage.modelApiReason);
    if (d.triageAnswers.isEmpty()) {
        body += absent(ReportBuilder::tr("No triage questions are answered in this project."));
        return {ReportBuilder::tr("Triage"), body};
    }
    QList<QStringList> rows;
    checklistRows(Checklist::triageFilter(), d.triageAnswers, rows);
    checklistRows(Checklist::modelApiNeeds(), d.triageAnswers, rows);
    checklistRows(Checklist::workloads(), d.triageAnswers, rows);
    body += heading(ReportBuilder::tr("Answers"));
    body += table(escaped({ReportBuilder::tr("Question"), ReportBuilder::tr("Answer")}), rows);
    return {ReportBuilder::tr("Triage"), body};
}

ReportSection candidatesSection(const Data& d)
{
    QString body;
    if (d.candidates.isEmpty()) {
        body += absent(ReportBuilder::tr("The project has no candidates."));
        return {ReportBuilder::tr("Candidates"), body};
    }
    QList<QStringList> rows;
    for (const Candidate& c : d.candidates) {
        rows << QStringList{esc(c.supplier),
                            esc(c.offerName),
                            esc(displayName(c.fabric)),
                            esc(displayName(c.delivery)),
                            esc(QLocale().toString(c.nodeCount)),
                            esc(c.notes) + (c.isExample
                                                ? QStringLiteral(" ") + flagged(ReportBuilder::tr("Example data"))
                                                : QString())};
    }
    body += table(escaped({ReportBuilder::tr("Supplier"), ReportBuilder::tr("Offer"), ReportBuilder::tr("Fabric"),
                           ReportBuilder::tr("Delivery"), ReportBuilder::tr("Nodes"), ReportBuilder::tr("Notes")}),
                  rows);
    return {ReportBuilder::tr("Candidates"), body};
}

QString bomValue(const BomField& field, const QString& value)
{
    if (value.isEmpty())
        return QString();
    const QString shown = field.type == BomValueType::Choice ? BomCatalog::optionLabel(field, value) : value;
    const QString unit = QString::fromUtf8(field.unit);
    return unit.isEmpty() ? shown : ReportBuilder::tr("%1 %2").arg(shown, unit);
}

ReportSection bomSection(const Data& d)
{
    QString body;
    if (d.candidates.isEmpty())
        body += absent(ReportBuilder::tr("The project has no candidates, so there is no BOM."));
    for (const Candidate& c : d.candidates) {
        body += heading(candidateName(c));
        const BomValues declared = d.declared.value(c.id);
        const QList<StoredFacts> facts = d.facts.value(c.id);
        QList<MeasuredHost> hosts;
        QStringList hostNames;
        for (const StoredFacts& f : facts) {
            hosts << MeasuredHost{f.host, measuredBom(f.facts, c.fabric)};
            hostNames << f.host;
        }
        if (declared.isEmpty() && facts.isEmpty()) {
            body += absent(ReportBuilder::tr("No BOM is declared and no facts are imported for this candidate."));
            continue;
        }
        body += facts.isEmpty()
                    ? absent(ReportBuilder::tr("No facts are imported: nothing declared here is measured yet."))
                    : para(ReportBuilder::tr("Measured on %n host(s): %1.", nullptr, int(facts.size()))
                               .arg(hostNames.join(QStringLiteral(", "))));
        const QList<BomField> fields = BomCatalog::forFabric(c.fabric);
        const QList<FieldComparison> comparison = compareBom(fields, declared, hosts);
        QList<QStringList> rows;
        int mismatches = 0;
        for (qsizetype i = 0; i < fields.size() && i < comparison.size(); ++i) {
            const BomField& field = fields.at(i);
            const FieldComparison& cmp = comparison.at(i);
            const QString value = declared.value(QString::fromLatin1(field.key));
            if (value.isEmpty() && cmp.measured.isEmpty())
                continue;
            QString check;
            switch (cmp.state) {
            case FieldComparison::State::NotMeasured:
                check = esc(field.measurable ? (facts.isEmpty() ? ReportBuilder::tr("no facts imported")
                                                                : ReportBuilder::tr("not reported"))
                                             : ReportBuilder::tr("not measurable"));
                break;
            case FieldComparison::State::NotDeclared:
                check = esc(ReportBuilder::tr("measured, not declared"));
                break;
            case FieldComparison::State::Match:
                check = esc(ReportBuilder::tr("matches"));
                break;
            case FieldComparison::State::Mismatch:
                ++mismatches;
                check = flagged(ReportBuilder::tr("MISMATCH on %1").arg(cmp.mismatching.join(QStringLiteral(", "))));
                break;
            case FieldComparison::State::Partial:
                check = esc(ReportBuilder::tr("facts from %1 of %2 nodes").arg(cmp.measured, value));
                break;
            }
            if (!cmp.disagreements.isEmpty())
                check += QStringLiteral("<br>") + esc(cmp.disagreements.join(QStringLiteral("; ")));
            rows << QStringList{esc(BomCatalog::groupName(field.group)), esc(BomCatalog::label(field)),
                                esc(bomValue(field, value)), esc(bomValue(field, cmp.measured)), check};
        }
        if (mismatches > 0)
            body += QStringLiteral("<p>%1</p>")
                        .arg(flagged(
                            ReportBuilder::tr("%n field(s) differ from what the hosts report.", nullptr, mismatches)));
        body += table(escaped({ReportBuilder::tr("Group"), ReportBuilder::tr("Field"), ReportBuilder::tr("Declared"),
                               ReportBuilder::tr("Measured"), ReportBuilder::tr("Check")}),
                      rows);
    }

    body += heading(ReportBuilder::tr("Drift since the benchmark runs"));
    if (d.stale.isEmpty()) {
        body += para(ReportBuilder::tr("No benchmark run's BOM has changed since it ran."));
    } else {
        QList<QStringList> rows;
        for (const StaleRun& run : d.stale) {
            QStringList changes;
            for (const BomFieldChange& change : run.changes) {
                const BomField* field = BomCatalog::field(change.key);
                const QString label = field ? BomCatalog::label(*field) : change.key;
                changes << ReportBuilder::tr("%1: %2 → %3")
                               .arg(label, change.before.isEmpty() ? ReportBuilder::tr("(none)") : change.before,
                                    change.after.isEmpty() ? ReportBuilder::tr("(none)") : change.after);
            }
            if (changes.isEmpty())
                changes << ReportBuilder::tr("changed; the run keeps only a fingerprint, so which field is not known");
            rows << QStringList{esc(run.runLabel), esc(d.candidateLabel(run.candidateId)),
                                flagged(changes.join(QLatin1Char('\n')))};
        }
        body +=
            para(ReportBuilder::tr("These results no longer describe the cluster as it is declared now; repeat them."));
        body += table(
            escaped({ReportBuilder::tr("Run"), ReportBuilder::tr("Candidate"), ReportBuilder::tr("Changed fields")}),
            rows);
    }
    return {ReportBuilder::tr("Bill of materials: declared, measured and drift"), body};
}

ReportSection questionnaireSection(const Data& d, const QString& language)
{
    QString body;
    if (d.candidates.isEmpty())
        body += absent(ReportBuilder::tr("The project has no candidates, so there are no questionnaires."));
    for (const Candidate& c : d.candidates) {
        const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(c.fabric);
        body += heading(candidateName(c));
        const auto answers = d.answers.value(c.id);
        const QuestionnaireCompleteness q = d.completeness.value(c.id);
        body += para(ReportBuilder::tr("%1: %2 of %3 questions answered (%4 with evidence), %5, %6 unanswered.")
                         .arg(QuestionnaireCatalog::localised(catalog.title(), language))
                         .arg(q.answered)
                         .arg(q.total)
                         .arg(q.withEvidence)
                         .arg(ReportBuilder::tr("%n red flag(s)", nullptr, q.redFlags))
                         .arg(q.unanswered));
        if (answers.isEmpty()) {
            body += absent(ReportBuilder::tr("The supplier has not answered any question yet."));
            continue;
        }
        QList<QStringList> rows;
        for (const Question& question : catalog.questions()) {
            const QuestionnaireAnswer answer = answers.value(question.key);
            const AnswerAssessment assessment = assessAnswer(question, answer, language);
            QString status = assessment.status == AnswerStatus::RedFlag ? flagged(displayName(assessment.status))
                                                                        : esc(displayName(assessment.status));
            if (!assessment.findings.isEmpty())
                status += QStringLiteral("<br>") + esc(assessment.findings.join(QLatin1Char('\n')));
            QString text =
                answer.text.isEmpty()
                    ? QStringLiteral("<span class=\"muted\">%1</span>").arg(esc(ReportBuilder::tr("no answer")))
                    : esc(answer.text);
            if (!answer.attachments.isEmpty())
                text += QStringLiteral("<br><i>%1</i>")
                            .arg(esc(ReportBuilder::tr("%n attachment(s)", nullptr, int(answer.attachments.size()))));
            rows << QStringList{esc(QLocale().toString(question.number)),
                                esc(QuestionnaireCatalog::localised(question.text, language)), text, status};
        }
        body += table(escaped({ReportBuilder::tr("No."), ReportBuilder::tr("Question"), ReportBuilder::tr("Answer"),
                               ReportBuilder::tr("Assessment")}),
                      rows, QStringLiteral("qa"));
    }
    return {ReportBuilder::tr("Questionnaire answers and red flags"), body};
}

ReportSection acceptanceSection(const Data& d, const QList<ReportChart>& charts, const QString& chartNote)
{
    const CostDecisionSnapshot& s = d.snapshot;
    QString body;
    const AcceptanceThresholds& t = s.settings.thresholds;
    QStringList thresholds;
    if (t.minBusBandwidthGBs)
        thresholds << ReportBuilder::tr("bus bandwidth at the largest message size at least %1 GB/s")
                          .arg(formatNumber(*t.minBusBandwidthGBs));
    if (t.maxP99LatencyUs)
        thresholds << ReportBuilder::tr("p99 latency at the smallest message size at most %1 µs")
                          .arg(formatNumber(*t.maxP99LatencyUs));
    body += thresholds.isEmpty()
                ? absent(ReportBuilder::tr("No acceptance thresholds are set."))
                : para(ReportBuilder::tr("Acceptance thresholds: %1.").arg(thresholds.join(ReportBuilder::tr("; "))));
    if (d.runs.isEmpty()) {
        body +=
            absent(ReportBuilder::tr("No benchmark runs are stored in this project: there are no acceptance results."));
    } else {
        QSet<qint64> stale;
        for (const StaleRun& run : d.stale)
            stale.insert(run.runId);
        QList<QStringList> rows;
        for (const BenchmarkRun& run : d.runs) {
            const RunFigures f = figuresOf(run);
            QStringList verdict;
            bool ok = run.source == RunSource::OwnMeasurement && run.correctness() != Correctness::Failed &&
                      !stale.contains(run.id);
            if (run.source != RunSource::OwnMeasurement)
                verdict << ReportBuilder::tr("supplier claim, not counted");
            if (run.correctness() == Correctness::Failed)
                verdict << ReportBuilder::tr("correctness failed");
            if (stale.contains(run.id))
                verdict << ReportBuilder::tr("BOM changed since");
            if (t.minBusBandwidthGBs && !(isKnown(f.busbwLargeGBs) && f.busbwLargeGBs >= *t.minBusBandwidthGBs)) {
                ok = false;
                verdict << ReportBuilder::tr("bandwidth below threshold");
            }
            if (t.maxP99LatencyUs && !(isKnown(f.p99SmallUs) && f.p99SmallUs <= *t.maxP99LatencyUs)) {
                ok = false;
                verdict << ReportBuilder::tr("latency above threshold");
            }
            const QString verdictText = ok ? esc(ReportBuilder::tr("accepted"))
                                           : flagged(verdict.isEmpty() ? ReportBuilder::tr("not accepted")
                                                                       : verdict.join(ReportBuilder::tr("; ")));
            rows << QStringList{
                esc(QLocale().toString(run.id)),
                esc(d.candidateLabel(run.candidateId)) + QStringLiteral("<br>") + esc(displayName(run.source)),
                esc(runtext::toolWithVersion(run) + QLatin1Char(' ') + run.testName) + QStringLiteral("<br>") +
                    esc(runtext::placement(run)),
                esc(displayName(run.correctness())),
                isKnown(f.p99SmallUs)
                    ? esc(ReportBuilder::tr("%1 µs at %2").arg(formatNumber(f.p99SmallUs), bytesText(f.smallBytes)))
                    : esc(ReportBuilder::tr("not reported")),
                isKnown(f.busbwLargeGBs) ? esc(ReportBuilder::tr("%1 GB/s at %2")
                                                   .arg(formatNumber(f.busbwLargeGBs), bytesText(f.largeBytes)))
                                         : esc(ReportBuilder::tr("not reported")),
                verdictText};
        }
        body += table(escaped({ReportBuilder::tr("Run"), ReportBuilder::tr("Candidate and source"),
                               ReportBuilder::tr("Test and placement"), ReportBuilder::tr("Correctness"),
                               ReportBuilder::tr("p99 latency"), ReportBuilder::tr("Bus bandwidth"),
                               ReportBuilder::tr("Acceptance")}),
                      rows, QStringLiteral("small"));
    }
    body += heading(ReportBuilder::tr("Tail latency and bandwidth"));
    if (!chartNote.isEmpty())
        body += absent(chartNote);
    for (const ReportChart& chart : charts) {
        body += QStringLiteral("<p align=\"center\"><img src=\"chart:%1\" width=\"640\"></p>").arg(chart.name);
        body += QStringLiteral("<p class=\"caption\" align=\"center\">%1</p>").arg(esc(chart.caption));
    }
    return {ReportBuilder::tr("Acceptance results"), body};
}

QString microseconds(double us)
{
    return isKnown(us) ? esc(ReportBuilder::tr("%1 µs").arg(formatNumber(us))) : esc(ReportBuilder::tr("–"));
}

QString faultRecovery(const FaultImpactEntry& e)
{
    if (!e.recoveryMeasured)
        return esc(ReportBuilder::tr("not measured"));
    if (!e.recovered)
        return flagged(ReportBuilder::tr("not recovered within %1 s").arg(formatNumber(e.observedWindowS)));
    return esc(ReportBuilder::tr("%1 s").arg(formatNumber(e.recoverySeconds)));
}

// The agent's revert reasons, as a buyer reads them.
QString revertReason(const QString& key)
{
    if (key == QLatin1String("cancelled"))
        return ReportBuilder::tr("by the plan (hold stopped)");
    if (key == QLatin1String("ttl"))
        return ReportBuilder::tr("time-to-live reached");
    if (key == QLatin1String("lease"))
        return ReportBuilder::tr("lease expired (connection lost)");
    if (key == QLatin1String("requested"))
        return ReportBuilder::tr("on request");
    return key;
}

ReportSection faultSection(const Data& d, const QList<ReportChart>& charts)
{
    const FaultImpactData& data = d.faults;
    QString body;
    if (!data.available) {
        body += absent(ReportBuilder::tr("No fault tests are stored in this project."));
        body += para(ReportBuilder::tr(
            "Without fault runs, the stall fraction and the recovery time in the cost model are typed or "
            "quoted figures, not measurements; the fault-behaviour criterion of the decision matrix is "
            "scored by hand or missing."));
    } else {
        body += para(ReportBuilder::tr(
            "Each fault step of an acceptance plan benchmarks the fabric before the fault, while the fault is held "
            "on a node, and again after the revert until p99 is back within the step's tolerance of the run before. "
            "Recovery is the time from the revert to the start of the first run from which on p99 stayed within "
            "the tolerance at every size. A benchmark that fails during the fault (a removed node aborts the job) "
            "is a result of the test."));
        body += para(ReportBuilder::tr(
            "Where the cost model's recovery time is set to derived, it is the mean recovery time of the candidate's "
            "recovered fault steps. The plans do not measure stalled time, so the stall fraction stays a typed or "
            "quoted figure."));
        if (data.bytes > 0)
            body += para(ReportBuilder::tr("p99 and bus bandwidth at %1, the largest message size all fault runs "
                                           "share.")
                             .arg(bytesText(data.bytes)));
    }
    // One table per candidate, in the project's candidate order; plan runs without a candidate last.
    QList<std::optional<qint64>> owners;
    for (const Candidate& c : d.candidates)
        owners << c.id;
    owners << std::nullopt;
    for (const std::optional<qint64>& owner : owners) {
        QList<QStringList> rows;
        for (const FaultImpactEntry& e : data.faults) {
            const bool known = e.candidateId && std::any_of(d.candidates.begin(), d.candidates.end(),
                                                            [&](const Candidate& c) { return c.id == *e.candidateId; });
            if ((known ? e.candidateId : std::nullopt) != owner)
                continue;
            QString fault = esc(e.label);
            if (e.applied)
                fault += QStringLiteral("<br>") + esc(ReportBuilder::tr("%1 on %2").arg(e.faultKind, e.faultTarget));
            else
                fault += QStringLiteral("<br>") + flagged(ReportBuilder::tr("not applied"));
            if (data.bytes == 0 && e.bytes > 0)
                fault += QStringLiteral("<br>") + esc(ReportBuilder::tr("at %1").arg(bytesText(e.bytes)));
            if (e.stepFailed && !e.stepMessage.isEmpty())
                fault += QStringLiteral("<br>") + flagged(e.stepMessage.section(QLatin1Char('\n'), 0, 0));
            const QString during =
                e.duringFailed ? flagged(ReportBuilder::tr("benchmark failed")) : microseconds(e.duringP99Us);
            const QString busbw = e.duringFailed ? flagged(ReportBuilder::tr("benchmark failed"))
                                  : isKnown(e.duringBusbwGBs)
                                      ? esc(ReportBuilder::tr("%1 GB/s").arg(formatNumber(e.duringBusbwGBs)))
                                      : esc(ReportBuilder::tr("–"));
            QString revert =
                esc(e.revertReason.isEmpty() ? ReportBuilder::tr("not recorded") : revertReason(e.revertReason));
            if (!e.revertReason.isEmpty() && !e.revertOk)
                revert = flagged(ReportBuilder::tr("%1, revert failed").arg(revertReason(e.revertReason)));
            const QString alarms = !e.countersRead       ? esc(ReportBuilder::tr("not read"))
                                   : e.counterAlarms > 0 ? flagged(QLocale().toString(e.counterAlarms))
                                                         : esc(QLocale().toString(e.counterAlarms));
            rows << QStringList{fault,
                                esc(e.node),
                                microseconds(e.beforeP99Us),
                                during,
                                microseconds(e.afterP99Us),
                                busbw,
                                faultRecovery(e),
                                revert,
                                alarms};
        }
        if (rows.isEmpty())
            continue;
        QString who = ReportBuilder::tr("Plan runs without a candidate");
        for (const Candidate& c : d.candidates)
            if (owner && c.id == *owner)
                who = candidateName(c);
        body += heading(who);
        body += table(escaped({ReportBuilder::tr("Fault"), ReportBuilder::tr("Node"), ReportBuilder::tr("p99 before"),
                               ReportBuilder::tr("p99 during"), ReportBuilder::tr("p99 after"),
                               ReportBuilder::tr("Bus bandwidth during"), ReportBuilder::tr("Recovered in"),
                               ReportBuilder::tr("Revert"), ReportBuilder::tr("Counter alarms")}),
                      rows, QStringLiteral("small faults"));
    }
    for (const ReportChart& chart : charts) {
        if (chart.name != chartKey(ChartKind::FaultImpact))
            continue;
        body += QStringLiteral("<p align=\"center\"><img src=\"chart:%1\" width=\"640\"></p>").arg(chart.name);
        body += QStringLiteral("<p class=\"caption\" align=\"center\">%1</p>").arg(esc(chart.caption));
    }

    if (!data.replays.isEmpty()) {
        body += heading(ReportBuilder::tr("Workload replay"));
        QList<QStringList> rows;
        for (const ReplayEntry& r : data.replays) {
            rows << QStringList{esc(r.label),
                                esc(r.mode),
                                esc(QLocale().toString(r.steps)),
                                microseconds(r.p50Us),
                                microseconds(r.p95Us),
                                microseconds(r.p99Us),
                                isKnown(r.tokensPerS) ? esc(formatNumber(r.tokensPerS)) : esc(ReportBuilder::tr("–")),
                                r.failed ? flagged(ReportBuilder::tr("failed")) : esc(ReportBuilder::tr("complete"))};
        }
        body += table(
            escaped({ReportBuilder::tr("Replay"), ReportBuilder::tr("Mode"), ReportBuilder::tr("Steps"),
                     ReportBuilder::tr("Step time p50"), ReportBuilder::tr("Step time p95"),
                     ReportBuilder::tr("Step time p99"), ReportBuilder::tr("Tokens/s"), ReportBuilder::tr("Result")}),
            rows, QStringLiteral("small"));
    }
    return {ReportBuilder::tr("Fault tests"), body};
}

ReportSection costSection(const Data& d)
{
    const CostDecisionSnapshot& s = d.snapshot;
    QString body;
    if (d.candidates.isEmpty()) {
        body += absent(ReportBuilder::tr("The project has no candidates, so there is no cost model."));
        return {ReportBuilder::tr("Cost model"), body};
    }
    body += para(ReportBuilder::tr("Fabric-adjusted cost per %1, in %2.")
                     .arg(displayName(s.settings.period), s.settings.currency));
    body += heading(ReportBuilder::tr("Readiness"));
    QStringList readiness;
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const CostResult& r = s.results.at(c);
        readiness << (r.ready ? ReportBuilder::tr("%1: ready.").arg(d.candidates.at(c).supplier)
                              : ReportBuilder::tr("%1: not ready; missing: %2.")
                                    .arg(d.candidates.at(c).supplier, r.missing.join(ReportBuilder::tr("; "))));
    }
    body += bullets(readiness);

    body += heading(ReportBuilder::tr("Inputs and results"));
    QStringList header{esc(ReportBuilder::tr("Input"))};
    for (const Candidate& c : d.candidates)
        header << esc(c.supplier);
    QList<QStringList> rows;
    for (int k = 0; k < kCostInputCount; ++k) {
        const auto key = CostInputKey(k);
        QStringList row{isComponent(key) ? esc(displayName(key))
                                         : QStringLiteral("<i>%1</i>").arg(esc(displayName(key)))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const ResolvedInput& input = s.results.at(c).inputs[k];
            if (!input.value) {
                row << QStringLiteral("<span class=\"muted\">%1</span>").arg(esc(ReportBuilder::tr("missing")));
                continue;
            }
            row << esc(costValue(s, key, *input.value)) +
                       QStringLiteral(" <span class=\"muted\">(%1)</span>")
                           .arg(esc(input.overridden ? ReportBuilder::tr("override") : displayName(input.source)));
        }
        rows << row;
    }
    const auto resultRow = [&](const QString& name, auto member) {
        QStringList row{QStringLiteral("<b>%1</b>").arg(esc(name))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const std::optional<double>& v = s.results.at(c).*member;
            row << (v ? QStringLiteral("<b>%1</b>").arg(esc(s.money(*v))) : esc(ReportBuilder::tr("not known")));
        }
        rows << row;
    };
    resultRow(ReportBuilder::tr("Total fabric-adjusted cost"), &CostResult::total);
    resultRow(ReportBuilder::tr("Cost per accepted run"), &CostResult::costPerAcceptedRun);
    resultRow(ReportBuilder::tr("Cost per accepted output"), &CostResult::costPerAcceptedOutput);
    QStringList acceptedRow{QStringLiteral("<b>%1</b>").arg(esc(ReportBuilder::tr("Accepted runs")))};
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const auto& v = s.results.at(c).acceptedRuns;
        acceptedRow << (v ? esc(formatNumber(*v)) : esc(ReportBuilder::tr("not known")));
    }
    rows << acceptedRow;
    body += table(header, rows, QStringLiteral("small"));
    body += para(ReportBuilder::tr(
        "Sources: typed by the buyer, quoted by the supplier, or derived from measurements; italic rows "
        "are the numbers the components are derived from."));
    return {ReportBuilder::tr("Cost model"), body};
}

ReportSection decisionSection(const Data& d)
{
    const CostDecisionSnapshot& s = d.snapshot;
    QString body;
    if (d.candidates.isEmpty() || s.criteria.isEmpty()) {
        body += absent(ReportBuilder::tr("There is no decision matrix: the project has no candidates or no criteria."));
        return {ReportBuilder::tr("Decision matrix and sensitivity"), body};
    }
    body += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(s.recommendation()));
    if (s.filledBeforeBenchmark)
        body += para(
            ReportBuilder::tr("Some scores were entered before any own benchmark run was stored (R6.1): revisit them "
                              "once the measurements are in."));
    QStringList header{esc(ReportBuilder::tr("Criterion")), esc(ReportBuilder::tr("Weight"))};
    for (const Candidate& c : d.candidates)
        header << esc(c.supplier);
    QList<QStringList> rows;
    for (qsizetype k = 0; k < s.criteria.size(); ++k) {
        QStringList row{esc(s.criteria.at(k).title()), esc(formatNumber(s.criteria.at(k).weight))};
        for (qsizetype c = 0; c < d.candidates.size(); ++c) {
            const ScoreCell& cell = s.cells.at(k).value(c);
            if (!cell.score) {
                row << (s.criteria.at(k).weight > 0 ? flagged(ReportBuilder::tr("missing"))
                                                    : esc(ReportBuilder::tr("—")));
                continue;
            }
            row << esc(ReportBuilder::tr("%1 ± %2 (%3)")
                           .arg(formatPoints(*cell.score), formatPoints(cell.uncertainty),
                                cell.automatic ? ReportBuilder::tr("measured") : ReportBuilder::tr("by hand")));
        }
        rows << row;
    }
    QStringList totals{QStringLiteral("<b>%1</b>").arg(esc(ReportBuilder::tr("Weighted total"))), QString()};
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const auto& total = s.outcome.totals.value(c);
        totals << (total ? QStringLiteral("<b>%1</b>").arg(esc(formatPoints(*total)))
                         : esc(ReportBuilder::tr("incomplete")));
    }
    rows << totals;
    body += table(header, rows, QStringLiteral("small"));
    if (s.outcome.winner >= 0 && s.outcome.runnerUp >= 0)
        body += para(ReportBuilder::tr(
                         "Lead %1 points, tie margin %2 points (two standard deviations of the score uncertainties).")
                         .arg(formatPoints(s.outcome.lead), formatPoints(s.outcome.margin)));

    body += heading(ReportBuilder::tr("Weight sensitivity"));
    if (s.outcome.winner < 0 || s.outcome.sensitivity.isEmpty()) {
        body += absent(ReportBuilder::tr("No weight sensitivity: the matrix has no winner yet."));
    } else {
        QList<QStringList> sens;
        for (qsizetype k = 0; k < s.criteria.size() && k < s.outcome.sensitivity.size(); ++k) {
            const WeightSensitivity& w = s.outcome.sensitivity.at(k);
            sens << QStringList{esc(s.criteria.at(k).title()), esc(formatNumber(s.criteria.at(k).weight)),
                                w.delta && w.newWinner >= 0
                                    ? esc(ReportBuilder::tr("%1 takes the lead at a weight change of %2")
                                              .arg(d.candidates.at(w.newWinner).supplier, formatPoints(*w.delta)))
                                    : esc(ReportBuilder::tr("no weight changes the winner"))};
        }
        body += table(escaped({ReportBuilder::tr("Criterion"), ReportBuilder::tr("Weight"),
                               ReportBuilder::tr("What changes the winner")}),
                      sens, QStringLiteral("small"));
    }

    body += heading(ReportBuilder::tr("Cost sensitivity (±20 %)"));
    bool any = false;
    for (qsizetype c = 0; c < d.candidates.size(); ++c) {
        const QList<TornadoBar> bars = tornado(s.cases.at(c), 0.2);
        if (bars.isEmpty())
            continue;
        any = true;
        QList<QStringList> rows2;
        for (qsizetype i = 0; i < bars.size() && i < 5; ++i) {
            const TornadoBar& bar = bars.at(i);
            rows2 << QStringList{esc(displayName(bar.key)), esc(costValue(s, bar.key, bar.baseValue)),
                                 esc(s.money(bar.lowCost)), esc(s.money(bar.highCost))};
        }
        body += QStringLiteral("<h3>%1</h3>").arg(esc(candidateName(d.candidates.at(c))));
        body += table(escaped({ReportBuilder::tr("Input"), ReportBuilder::tr("Value"),
                               ReportBuilder::tr("Cost per accepted run at −20 %"),
                               ReportBuilder::tr("Cost per accepted run at +20 %")}),
                      rows2, QStringLiteral("small"));
    }
    if (!any)
        body += absent(ReportBuilder::tr("No cost sensitivity: no candidate has a cost per accepted run yet."));
    return {ReportBuilder::tr("Decision matrix and sensitivity"), body};
}

ReportSection worksheetSection(const Worksheet& worksheet)
{
    QString body;
    if (worksheet.rows().isEmpty()) {
        body += absent(ReportBuilder::tr("The worksheet is empty: the project has no candidates."));
        return {ReportBuilder::tr("Procurement worksheet"), body};
    }
    QList<QStringList> rows;
    for (const QStringList& row : worksheet.rows())
        rows << escaped(row);
    body += table(escaped(worksheet.header()), rows, QStringLiteral("small"));
    body += para(ReportBuilder::tr("The worksheet is also available as an XLSX workbook and a CSV file "
                                   "(fabric-workbench report --format xlsx|csv)."));
    return {ReportBuilder::tr("Procurement worksheet"), body};
}

ReportSection provenanceSection(const Data& d, ProjectFile& project)
{
    QString body;
    body += heading(ReportBuilder::tr("This report"));
    body += table(escaped({ReportBuilder::tr("Item"), ReportBuilder::tr("Value")}),
                  {{esc(ReportBuilder::tr("Generated by")),
                    esc(ReportBuilder::tr("Fabric Workbench %1").arg(QString::fromUtf8(base::version())))},
                   {esc(ReportBuilder::tr("Qt")), esc(QString::fromLatin1(qVersion()))},
                   {esc(ReportBuilder::tr("Project file")), mono(QFileInfo(project.path()).fileName())},
                   {esc(ReportBuilder::tr("Created")), esc(dateTime(QDateTime::currentDateTimeUtc()))}});

    body += heading(ReportBuilder::tr("Imported benchmark files"));
    if (d.runs.isEmpty()) {
        body += absent(ReportBuilder::tr("No benchmark files are imported."));
    } else {
        QList<QStringList> rows;
        for (const BenchmarkRun& run : d.runs) {
            const Provenance& p = run.provenance;
            rows << QStringList{esc(QLocale().toString(run.id)),
                                esc(p.fileName) + QStringLiteral("<br>") +
                                    esc(ReportBuilder::tr("%1, %2, parser %3")
                                            .arg(displayName(p.format), bytesText(p.fileSize), p.parserVersion)),
                                mono(p.sha256), esc(dateTime(p.importedAt))};
        }
        body += table(escaped({ReportBuilder::tr("Run"), ReportBuilder::tr("File"), ReportBuilder::tr("SHA-256"),
                               ReportBuilder::tr("Imported")}),
                      rows, QStringLiteral("small"));
    }

    body += heading(ReportBuilder::tr("Host facts and attachments"));
    QList<QStringList> files;
    for (const Candidate& c : d.candidates) {
        for (const StoredFacts& f : d.facts.value(c.id))
            files << QStringList{esc(c.supplier), esc(ReportBuilder::tr("facts of %1 (%2)").arg(f.host, f.source)),
                                 mono(f.sourceSha256)};
        for (auto it = d.answers.value(c.id).cbegin(); it != d.answers.value(c.id).cend(); ++it) {
            for (const Attachment& a : it->attachments)
                files << QStringList{esc(c.supplier), esc(a.isLink() ? a.url : a.name),
                                     a.isLink() ? esc(ReportBuilder::tr("link")) : mono(a.sha256)};
        }
    }
    body +=
        files.isEmpty()
            ? absent(ReportBuilder::tr("No host facts or questionnaire attachments are stored."))
            : table(escaped({ReportBuilder::tr("Candidate"), ReportBuilder::tr("File"), ReportBuilder::tr("SHA-256")}),
                    files, QStringLiteral("small"));

    body += heading(ReportBuilder::tr("Agent dispatches"));
    if (d.dispatches.isEmpty()) {
        body += absent(
            ReportBuilder::tr("The agent was never dispatched from this project: no agent versions or launch commands "
                              "are recorded."));
    } else {
        QList<QStringList> rows;
        for (const StoredDispatch& s : d.dispatches) {
            const DispatchResult& r = s.result;
            rows << QStringList{esc(QLocale().toString(s.id)) + QStringLiteral("<br>") + esc(dateTime(r.startedAt)),
                                esc(d.candidateLabel(s.candidateId)) + QStringLiteral("<br>") +
                                    esc(storageKey(r.status)),
                                esc(s.agentVersion.isEmpty() ? ReportBuilder::tr("not reported") : s.agentVersion) +
                                    (s.versions.isEmpty() ? QString() : QStringLiteral("<br>") + mono(s.versions)),
                                mono(r.launcher + QLatin1Char(' ') + r.command) + QStringLiteral("<br>") +
                                    esc(r.hosts.join(QStringLiteral(", "))),
                                r.sourceHash.isEmpty() ? esc(ReportBuilder::tr("local agent")) : mono(r.sourceHash)};
        }
        body += table(escaped({ReportBuilder::tr("Dispatch"), ReportBuilder::tr("Candidate and outcome"),
                               ReportBuilder::tr("Agent and libraries"), ReportBuilder::tr("Launch command and hosts"),
                               ReportBuilder::tr("Agent bundle SHA-256")}),
                      rows, QStringLiteral("small"));
    }
    return {ReportBuilder::tr("Appendix: provenance"), body};
}

QString styleSheet(const QStringList& fontFamilies, bool forPdf)
{
    QString css = QStringLiteral(
        "body { font-family: %1; color: #1b1f24; }"
        "h1 { font-size: 17pt; color: #16365c; margin-top: 0; margin-bottom: 8px; }"
        "h2 { font-size: 12.5pt; color: #16365c; margin-top: 14px; margin-bottom: 4px; }"
        "h3 { font-size: 11pt; color: #16365c; margin-top: 10px; margin-bottom: 3px; }"
        "p { margin-top: 3px; margin-bottom: 5px; }"
        "p.lead { font-size: 11pt; font-weight: bold; color: #16365c; }"
        "p.none { color: #5a6270; font-style: italic; }"
        "p.caption { color: #5a6270; font-size: 8.5pt; }"
        ".muted { color: #7a828e; }"
        ".flag { color: #a8200d; font-weight: bold; }"
        ".mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 7pt; }"
        "table.grid { border-collapse: collapse; margin-top: 4px; margin-bottom: 8px; }"
        "table.grid th { background-color: #e3e9f1; color: #16365c; text-align: left; border: 1px solid #b9c3cf; "
        "padding: 3px; }"
        "table.grid td { border: 1px solid #c9d1db; padding: 3px; vertical-align: top; }"
        "table.small td, table.small th { font-size: 8pt; }"
        "table.qa td { font-size: 8.5pt; }");
    QStringList quoted;
    for (const QString& family : fontFamilies)
        quoted << QLatin1Char('\'') + family + QLatin1Char('\'');
    css = css.arg(quoted.join(QStringLiteral(", ")));
    if (!forPdf) {
        css += QStringLiteral("body { max-width: 60em; margin: 2em auto; font-size: 10.5pt; line-height: 1.35; }"
                              ".title { border-bottom: 3px solid #16365c; margin-bottom: 2em; }"
                              "section { margin-top: 2em; }"
                              "img { max-width: 100%; }");
    }
    return css;
}

QString pngDataUri(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

QString sectionHtml(const Report& report, bool forPdf)
{
    QString html;
    for (qsizetype i = 0; i < report.sections.size(); ++i) {
        const ReportSection& section = report.sections.at(i);
        const QString title = QStringLiteral("%1 %2").arg(i + 1).arg(section.title).toHtmlEscaped();
        if (forPdf) {
            html += QStringLiteral("<h1%1>%2</h1>")
                        .arg(i == 0 ? QString() : QStringLiteral(" style=\"page-break-before: always;\""), title);
            html += section.body;
        } else {
            html += QStringLiteral("<section id=\"s%1\"><h1>%2</h1>%3</section>").arg(i + 1).arg(title, section.body);
        }
    }
    return html;
}

} // namespace

std::optional<ReportBuilder::Format> ReportBuilder::formatFromKey(const QString& key)
{
    for (const Format format : {Format::Pdf, Format::Html, Format::Xlsx, Format::Csv}) {
        if (suffix(format) == key)
            return format;
    }
    return std::nullopt;
}

QString ReportBuilder::suffix(Format format)
{
    switch (format) {
    case Format::Pdf:
        return QStringLiteral("pdf");
    case Format::Html:
        return QStringLiteral("html");
    case Format::Xlsx:
        return QStringLiteral("xlsx");
    case Format::Csv:
        return QStringLiteral("csv");
    }
    Q_UNREACHABLE();
}

Report ReportBuilder::build(ProjectFile& project, const QString& language)
{
    const ReportLanguage scope(language);
    Report report;
    report.language = scope.code();
    report.fontFamilies = ReportLanguage::fontFamilies(scope.code());
    report.documentTitle = tr("Network fabric procurement report");
    report.projectName = QFileInfo(project.path()).completeBaseName();
    report.date = QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    report.generatedBy = tr("Generated by Fabric Workbench %1").arg(QString::fromUtf8(base::version()));
    if (project.meta(QString::fromLatin1(kDemoMetaKey)) == QLatin1String("1"))
        report.exampleNotice = tr("This project holds invented example data for trying the workbench. Its "
                                  "suppliers, offers and figures are not real and must not be used for a purchase.");
    report.pageText = tr("Page %1 of %2");
    report.contentsTitle = tr("Contents");

    const Data d = load(project, scope.code());
    QString chartNote;
    const QList<ReportChart> acceptanceCharts = reportCharts(project, &chartNote);
    report.charts = acceptanceCharts;
    if (d.faults.available)
        report.charts << reportFaultChart(d.faults);
    report.worksheet = d.snapshot.worksheet();
    report.sections << summarySection(d) << triageSection(d) << candidatesSection(d) << bomSection(d)
                    << questionnaireSection(d, scope.code()) << acceptanceSection(d, acceptanceCharts, chartNote)
                    << faultSection(d, report.charts) << costSection(d) << decisionSection(d)
                    << worksheetSection(report.worksheet) << provenanceSection(d, project);
    return report;
}

QString ReportBuilder::toHtml(const Report& report, bool embedCharts)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                                  "<meta name=\"generator\" content=\"%2\"><title>%3</title><style>%4</style>"
                                  "</head><body>")
                       .arg(report.language, report.generatedBy.toHtmlEscaped(),
                            (report.documentTitle + QStringLiteral(" – ") + report.projectName).toHtmlEscaped(),
                            styleSheet(report.fontFamilies, false));
    html += QStringLiteral("<div class=\"title\"><h1>%1</h1><p class=\"lead\">%2</p><p>%3<br>%4</p>")
                .arg(report.documentTitle.toHtmlEscaped(), report.projectName.toHtmlEscaped(),
                     report.date.toHtmlEscaped(), report.generatedBy.toHtmlEscaped());
    if (!report.exampleNotice.isEmpty())
        html += QStringLiteral("<p class=\"flag\">%1</p>").arg(report.exampleNotice.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2><ol>").arg(report.contentsTitle.toHtmlEscaped());
    for (qsizetype i = 0; i < report.sections.size(); ++i)
        html += QStringLiteral("<li><a href=\"#s%1\">%2</a></li>")
                    .arg(i + 1)
                    .arg(report.sections.at(i).title.toHtmlEscaped());
    html += QStringLiteral("</ol></div>");
    QString sections = sectionHtml(report, false);
    for (const ReportChart& chart : embedCharts ? report.charts : QList<ReportChart>())
        sections.replace(QStringLiteral("\"chart:%1\"").arg(chart.name),
                         QStringLiteral("\"%1\"").arg(pngDataUri(chart.image)));
    return html + sections + QStringLiteral("</body></html>\n");
}

bool ReportBuilder::writeHtml(const Report& report, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toHtml(report).toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool ReportBuilder::writePdf(const Report& report, const QString& path, QString* error)
{
    // QPdfWriter writes straight to its file: write beside the target and rename, so a failure leaves no half PDF.
    const QString temporary = path + QStringLiteral(".part");
    {
        QPdfWriter writer(temporary);
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                                         QPageLayout::Millimeter));
        writer.setTitle(report.documentTitle + QStringLiteral(" – ") + report.projectName);
        writer.setCreator(report.generatedBy);
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = tr("Could not write %1.").arg(path);
            return false;
        }
        const double mm = writer.resolution() / 25.4;
        const QRectF page(0, 0, writer.width(), writer.height());
        const QRectF body(20 * mm, 22 * mm, page.width() - 40 * mm, page.height() - 42 * mm);

        QFont baseFont;
        baseFont.setFamilies(report.fontFamilies);
        baseFont.setPointSizeF(9.5);
        QTextDocument document;
        document.documentLayout()->setPaintDevice(&writer);
        document.setDefaultFont(baseFont);
        document.setDocumentMargin(0);
        document.setDefaultStyleSheet(styleSheet(report.fontFamilies, true));
        for (const ReportChart& chart : report.charts)
            document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:") + chart.name),
                                 chart.image);
        document.setHtml(sectionHtml(report, true));
        document.setPageSize(body.size());
        const int pageCount = document.pageCount();

        // Where each section starts, for the contents.
        QList<int> sectionPages;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 1)
                sectionPages << int(document.documentLayout()->blockBoundingRect(block).top() / body.height()) + 2;
        }

        const QColor accent(0x16, 0x36, 0x5c);
        const auto fontOf = [&](double points, bool bold) {
            QFont font;
            font.setFamilies(report.fontFamilies);
            font.setPointSizeF(points);
            font.setBold(bold);
            return font;
        };
        const int totalPages = pageCount + 1;

        // Title page.
        painter.fillRect(QRectF(0, 0, page.width(), 12 * mm), accent);
        painter.setPen(accent);
        painter.setFont(fontOf(24, true));
        QRectF area(body.left(), 45 * mm, body.width(), 40 * mm);
        QRectF used;
        painter.drawText(area, Qt::TextWordWrap, report.documentTitle, &used);
        painter.setFont(fontOf(16, false));
        painter.setPen(Qt::black);
        area.moveTop(used.bottom() + 6 * mm);
        painter.drawText(area, Qt::TextWordWrap, report.projectName, &used);
        painter.setFont(fontOf(10.5, false));
        painter.setPen(QColor(0x40, 0x48, 0x54));
        area.moveTop(used.bottom() + 4 * mm);
        painter.drawText(area, Qt::TextWordWrap, report.date + QLatin1Char('\n') + report.generatedBy, &used);
        double y = used.bottom() + 8 * mm;
        if (!report.exampleNotice.isEmpty()) {
            painter.setFont(fontOf(10, true));
            painter.setPen(QColor(0xa8, 0x20, 0x0d));
            painter.drawText(QRectF(body.left(), y, body.width(), 30 * mm), Qt::TextWordWrap, report.exampleNotice,
                             &used);
            y = used.bottom() + 8 * mm;
        }
        painter.setPen(accent);
        painter.drawLine(QPointF(body.left(), y), QPointF(body.right(), y));
        y += 5 * mm;
        painter.setFont(fontOf(13, true));
        painter.drawText(QRectF(body.left(), y, body.width(), 10 * mm), Qt::AlignLeft, report.contentsTitle, &used);
        y = used.bottom() + 3 * mm;
        painter.setFont(fontOf(10.5, false));
        painter.setPen(Qt::black);
        for (qsizetype i = 0; i < report.sections.size(); ++i) {
            const QRectF line(body.left(), y, body.width(), 8 * mm);
            painter.drawText(line, Qt::AlignLeft, QStringLiteral("%1  %2").arg(i + 1).arg(report.sections.at(i).title),
                             &used);
            if (i < sectionPages.size())
                painter.drawText(line, Qt::AlignRight, QLocale(report.language).toString(sectionPages.at(i)));
            y = used.bottom() + 2.2 * mm;
        }

        // Body pages, with a running head and the page number.
        for (int p = 0; p < pageCount; ++p) {
            writer.newPage();
            painter.setFont(fontOf(7.5, false));
            painter.setPen(QColor(0x5a, 0x62, 0x70));
            const QRectF head(body.left(), 10 * mm, body.width(), 6 * mm);
            painter.drawText(head, Qt::AlignLeft | Qt::AlignBottom,
                             report.documentTitle + QStringLiteral(" · ") + report.projectName);
            painter.drawText(head, Qt::AlignRight | Qt::AlignBottom, report.date);
            painter.drawLine(QPointF(body.left(), 16.5 * mm), QPointF(body.right(), 16.5 * mm));
            const QRectF foot(body.left(), page.height() - 15 * mm, body.width(), 6 * mm);
            painter.drawText(foot, Qt::AlignLeft | Qt::AlignTop, report.generatedBy);
            painter.drawText(foot, Qt::AlignRight | Qt::AlignTop,
                             report.pageText.arg(QLocale(report.language).toString(p + 2),
                                                 QLocale(report.language).toString(totalPages)));

            painter.save();
            painter.translate(body.left(), body.top() - p * body.height());
            const QRectF clip(0, p * body.height(), body.width(), body.height());
            painter.setClipRect(clip);
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = clip;
            context.palette.setColor(QPalette::Text, Qt::black);
            document.documentLayout()->draw(&painter, context);
            painter.restore();
        }
        if (!painter.end()) {
            QFile::remove(temporary);
            if (error)
                *error = tr("Could not write %1.").arg(path);
            return false;
        }
    }
    QFile::remove(path);
    if (!QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool ReportBuilder::exportProject(ProjectFile& project, const QString& language, Format format, const QString& path,
                                  QString* error)
{
    if (format == Format::Xlsx || format == Format::Csv) {
        Worksheet worksheet{{}, {}};
        QString title;
        QString sheet;
        {
            const ReportLanguage scope(language);
            worksheet = CostDecisionSnapshot::load(&project).worksheet();
            title = tr("Procurement worksheet") + QStringLiteral(" – ") + QFileInfo(project.path()).completeBaseName();
            sheet = tr("Worksheet");
        }
        return format == Format::Xlsx ? worksheetexport::writeXlsx(worksheet, sheet, title, path, error)
                                      : worksheetexport::writeCsv(worksheet, path, error);
    }
    const Report report = build(project, language);
    return format == Format::Pdf ? writePdf(report, path, error) : writeHtml(report, path, error);
}

} // namespace fw::app
