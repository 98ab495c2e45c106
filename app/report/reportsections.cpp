// SPDX-License-Identifier: Apache-2.0
#include "report/reportsections.h"

#include "analysis/answerassessment.h"
#include "analysis/bomcomparison.h"
#include "analysis/bomdrift.h"
#include "analysis/communicationpattern.h"
#include "analysis/costsensitivity.h"
#include "analysis/headlinefigures.h"
#include "analysis/measuredbom.h"
#include "analysis/numberformat.h"
#include "analysis/triagerecommendation.h"
#include "base/version.h"
#include "charts/chartdata.h"
#include "charts/charts.h"
#include "common/runtext.h"
#include "domain/bomcatalog.h"
#include "domain/checklist.h"
#include "domain/questionnairecatalog.h"
#include "evidence/costdecisionsnapshot.h"
#include "remote/dispatchrunrepository.h"
#include "report/reportcharts.h"
#include "report/reporthtml.h"
#include "report/reportlanguage.h"
#include "report/worksheetexport.h"
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

namespace fw::app::report {

using namespace fw::core;

// ---------------------------------------------------------------------------------------------------------------
// Sections

ReportSection summarySection(const Data& d)
{
    const core::CostDecisionSnapshot& s = d.snapshot;
    QString body;
    body += heading(ReportBuilder::tr("Recommendation"));
    body += QStringLiteral("<p class=\"lead\">%1</p>").arg(esc(s.recommendation()));
    // Runs measured on this computer never score a candidate silently: what was left out is said with the verdict.
    if (const QString notice = s.thisComputerNotice(); !notice.isEmpty())
        body += para(notice);
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

// The buyer's workload (issue 36): its description, the communication of one step, and what each candidate's replays
// of it measured, as the Workload replay criterion counts them.
ReportSection workloadSection(const Data& d)
{
    const QString title = ReportBuilder::tr("Workload");
    if (!d.workload)
        return {title, absent(ReportBuilder::tr("The project has not described the workload the cluster is bought "
                                                "for (Triage, or fabric-workbench workload set)."))};
    const WorkloadDescription& w = *d.workload;
    QList<QStringList> rows{{esc(ReportBuilder::tr("Kind")), esc(displayName(w.kind))},
                            {esc(ReportBuilder::tr("Precision")), esc(displayName(w.precision))}};
    for (const WorkloadField& field : workloadFields())
        rows << QStringList{esc(workloadFieldLabel(field)), esc(QLocale().toString(w.*field.member))};
    QString body =
        table(escaped({ReportBuilder::tr("Field"), ReportBuilder::tr("Value")}), rows, QStringLiteral("small"));
    if (const QList<WorkloadProblem> problems = validate(w); !problems.isEmpty()) {
        QStringList messages;
        for (const WorkloadProblem& problem : problems)
            messages << problem.message;
        body += para(ReportBuilder::tr("The description cannot be laid out as it says, so it has no communication "
                                       "pattern and no replay of it is scored:"));
        return {title, body + bullets(messages)};
    }
    body += heading(ReportBuilder::tr("Communication per step and GPU"));
    body += bullets(summaryLines(summarise(communicationPattern(w))));

    body += heading(ReportBuilder::tr("Replays of this workload"));
    QList<QStringList> replayRows;
    for (qsizetype c = 0; c < d.snapshot.candidates.size() && c < d.snapshot.workloads.size(); ++c) {
        const WorkloadEvidence& e = d.snapshot.workloads.at(c);
        if (e.countedSteps.isEmpty() && e.leftOut.isEmpty())
            continue;
        replayRows << QStringList{esc(candidateName(d.snapshot.candidates.at(c))),
                                  e.countedSteps.isEmpty() ? flagged(ReportBuilder::tr("none counted"))
                                                           : esc(e.source()),
                                  esc(e.leftOut.join(QStringLiteral("; ")))};
    }
    if (replayRows.isEmpty()) {
        body += absent(ReportBuilder::tr("No candidate's plan run has replayed this workload yet (Faults & Replay: "
                                         "Plan from Workload)."));
        return {title, body};
    }
    body += para(ReportBuilder::tr(
        "Each candidate's replays of the collectives above, on its own cluster: the step time's p50, or in an open "
        "loop of requests the latency's p99, compared at one rank count and rate. They score the Workload replay "
        "criterion of the decision."));
    body +=
        table(escaped({ReportBuilder::tr("Candidate"), ReportBuilder::tr("Counted"), ReportBuilder::tr("Left out")}),
              replayRows, QStringLiteral("small"));
    return {title, body};
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
        const QMap<QString, QList<ClaimCheck>> checks = d.claimChecks.value(c.id);
        QList<QStringList> rows;
        QList<QStringList> claimRows;
        for (const Question& question : catalog.questions()) {
            const QuestionnaireAnswer answer = answers.value(question.key);
            const AnswerAssessment assessment = assessAnswer(question, answer, language, checks.value(question.key));
            for (const ClaimCheck& check : checks.value(question.key)) {
                claimRows << QStringList{esc(QLocale().toString(question.number)), esc(check.claimText()),
                                         esc(check.measuredText()),
                                         check.contradicts() ? flagged(check.verdictText()) : esc(check.verdictText())};
            }
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
        if (!claimRows.isEmpty()) {
            body += para(ReportBuilder::tr("Figures the supplier quotes, checked against our own runs at the same size "
                                           "(tolerance ±%1 %):")
                             .arg(QLocale().toString(kClaimTolerancePercent, 'f', 0)));
            body += table(escaped({ReportBuilder::tr("No."), ReportBuilder::tr("Quoted (supplier)"),
                                   ReportBuilder::tr("Measured (own run)"), ReportBuilder::tr("Check")}),
                          claimRows);
        }
    }
    return {ReportBuilder::tr("Questionnaire answers and red flags"), body};
}

namespace {

QString notGiven(const QString& text)
{
    return QStringLiteral("<span class=\"muted\">%1</span>").arg(esc(text));
}

} // namespace

ReportSection operatingModelSection(const Data& d)
{
    QString body = para(ReportBuilder::tr("Who runs the fabric, with which skills, and who the team calls when it "
                                          "fails: the operating-model checklist of each candidate."));
    if (d.candidates.isEmpty())
        body += absent(ReportBuilder::tr("The project has no candidates."));
    for (const Candidate& c : d.candidates) {
        body += heading(candidateName(c));
        const ChecklistAnswers answers = d.operatingModel.value(c.id);
        QList<QStringList> rows;
        for (const ChecklistItem& item : Checklist::operatingModel()) {
            const QString value = answers.value(QLatin1String(item.key));
            rows << QStringList{esc(Checklist::label(item.label)), value.isEmpty()
                                                                       ? notGiven(ReportBuilder::tr("not answered"))
                                                                       : esc(Checklist::optionLabel(item, value))};
        }
        body += table(escaped({ReportBuilder::tr("Item"), ReportBuilder::tr("Answer")}), rows);
    }
    return {ReportBuilder::tr("Operating model"), body};
}

ReportSection officialSourcesSection(const Data& d)
{
    QString body = para(ReportBuilder::tr("The vendor and provider documents read for each candidate, and whether the "
                                          "offer matches them. They tell what an offer should live up to; they never "
                                          "replace the acceptance test of the exact cluster bought."));
    if (d.candidates.isEmpty())
        body += absent(ReportBuilder::tr("The project has no candidates."));
    for (const Candidate& c : d.candidates) {
        body += heading(candidateName(c));
        const SourceChecks checks = d.officialSources.value(c.id);
        const QList<ChecklistItem>& items = Checklist::officialSources(c.fabric);
        QList<QStringList> rows;
        int read = 0;
        for (const ChecklistItem& item : items) {
            const SourceCheck check = checks.value(QLatin1String(item.key));
            read += check.status.isEmpty() ? 0 : 1;
            const QString status = check.status.isEmpty() ? notGiven(ReportBuilder::tr("not checked"))
                                   : check.status == QLatin1String("differs")
                                       ? flagged(Checklist::optionLabel(item, check.status))
                                       : esc(Checklist::optionLabel(item, check.status));
            rows << QStringList{esc(Checklist::label(item.label)), status,
                                check.reference.isEmpty() ? notGiven(ReportBuilder::tr("not recorded"))
                                                          : esc(check.reference)};
        }
        body += para(ReportBuilder::tr("%1 of %2 sources checked.").arg(read).arg(items.size()));
        body += table(escaped({ReportBuilder::tr("Official source"), ReportBuilder::tr("Status"),
                               ReportBuilder::tr("Where it was read")}),
                      rows);
    }
    return {ReportBuilder::tr("Official source checklist"), body};
}

} // namespace fw::app::report
