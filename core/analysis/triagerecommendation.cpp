// SPDX-License-Identifier: Apache-2.0
#include "analysis/triagerecommendation.h"

#include <QCoreApplication>

namespace fw::core {

QString TriageRecommendation::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::NotEnoughAnswers:
        return QCoreApplication::translate("fw::core::TriageRecommendation", "Not enough answers yet");
    case Verdict::InfiniBand:
        return QCoreApplication::translate("fw::core::TriageRecommendation", "Start with InfiniBand");
    case Verdict::RoceV2:
        return QCoreApplication::translate("fw::core::TriageRecommendation", "Start with RoCE v2");
    case Verdict::BenchmarkBoth:
        return QCoreApplication::translate("fw::core::TriageRecommendation", "Benchmark both");
    }
    Q_UNREACHABLE();
    return {};
}

TriageRecommendation recommend(const ChecklistAnswers& answers)
{
    TriageRecommendation result;
    auto yes = [&](const char* key) { return answers.value(QLatin1String(key)) == QLatin1String("yes"); };
    auto no = [&](const char* key) { return answers.value(QLatin1String(key)) == QLatin1String("no"); };
    int infiniband = 0;
    int roce = 0;
    auto lean = [&](int& side, int points, const char* reason) {
        side += points;
        result.reasons << QCoreApplication::translate("fw::core::TriageRecommendation", reason);
    };

    if (yes("latency_sensitive"))
        lean(infiniband, 2,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "Latency-sensitive, collective-heavy work is where a purpose-built InfiniBand fabric "
                               "carries the least tuning risk."));
    if (yes("large_scale"))
        lean(infiniband, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "The cluster is large enough to justify a dedicated AI/HPC fabric."));
    if (no("large_scale"))
        lean(roce, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "The cluster is too small to justify a dedicated fabric of its own."));
    if (yes("runs_fast_ethernet"))
        lean(roce, 2,
             QT_TRANSLATE_NOOP(
                 "fw::core::TriageRecommendation",
                 "The team already runs high-speed Ethernet: change control, cabling, optics and monitoring "
                 "carry over to RoCE."));
    if (yes("wants_vendor_choice"))
        lean(roce, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation", "A wider choice of vendors points to Ethernet."));
    if (yes("can_prove_lossless"))
        lean(
            roce, 1,
            QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                              "The team can prove a lossless Ethernet design with real NCCL tests before committing."));
    if (no("can_prove_lossless"))
        lean(roce, -2,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "Without real NCCL tests of a lossless Ethernet design, RoCE is an unproven risk."));
    if (yes("has_ib_skills"))
        lean(infiniband, 1, QT_TRANSLATE_NOOP("fw::core::TriageRecommendation", "The team has InfiniBand skills."));
    if (no("has_ib_skills")) {
        const QString delivery = answers.value(QStringLiteral("delivery"));
        if (delivery == QLatin1String("cloud_rental"))
            result.reasons << QCoreApplication::translate(
                "fw::core::TriageRecommendation",
                "The team lacks InfiniBand skills, but a rented cluster hides much of the fabric "
                "behind the provider's service boundary.");
        else if (!delivery.isEmpty())
            lean(infiniband, -2,
                 QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                                   "The team lacks InfiniBand skills, and a colocated or owned cluster makes that "
                                   "gap real: subnet manager, fabric tools and support paths become yours."));
    }
    if (yes("wl_training"))
        lean(infiniband, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "Distributed training is the strongest case for InfiniBand: large all-reduce steps "
                               "punish jitter."));
    if (yes("wl_sharded_inference"))
        lean(infiniband, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "Inference sharded across GPUs or nodes depends on fabric latency."));
    if (yes("wl_replicas") && !yes("wl_training") && !yes("wl_sharded_inference"))
        lean(roce, 1,
             QT_TRANSLATE_NOOP(
                 "fw::core::TriageRecommendation",
                 "Independent inference replicas depend more on GPU memory, batching, caching and autoscaling "
                 "than on the fabric."));
    if (yes("wl_storage_heavy"))
        result.reasons << QCoreApplication::translate(
            "fw::core::TriageRecommendation",
            "Storage-heavy training: put dataset loading and checkpoints into the benchmark, on "
            "either fabric.");
    if (yes("wl_multi_tenant"))
        lean(infiniband, 1,
             QT_TRANSLATE_NOOP("fw::core::TriageRecommendation",
                               "Several tenants need strong isolation; RoCE needs extra care where RDMA shares "
                               "Ethernet with ordinary traffic."));

    int answered = 0;
    for (const ChecklistItem& item : Checklist::triageFilter()) {
        if (!answers.value(QLatin1String(item.key)).isEmpty())
            ++answered;
    }
    if (answered < 3) {
        result.verdict = TriageRecommendation::Verdict::NotEnoughAnswers;
        result.reasons.prepend(QCoreApplication::translate("fw::core::TriageRecommendation",
                                                           "Answer at least three of the first-decision questions."));
    } else if (infiniband - roce >= 2) {
        result.verdict = TriageRecommendation::Verdict::InfiniBand;
    } else if (roce - infiniband >= 2) {
        result.verdict = TriageRecommendation::Verdict::RoceV2;
    } else {
        result.verdict = TriageRecommendation::Verdict::BenchmarkBoth;
        result.reasons << QCoreApplication::translate(
            "fw::core::TriageRecommendation", "The answers do not lean clearly to one fabric: rent or benchmark both.");
    }

    QStringList needed;
    int answeredNeeds = 0;
    for (const ChecklistItem& item : Checklist::modelApiNeeds()) {
        const QString value = answers.value(QLatin1String(item.key));
        answeredNeeds += value.isEmpty() ? 0 : 1;
        if (value == QLatin1String("yes"))
            needed << Checklist::label(item.label);
    }
    if (!needed.isEmpty()) {
        result.modelApiReason =
            QCoreApplication::translate("fw::core::TriageRecommendation",
                                        "The workload needs hardware control (%1), so a managed model API does not "
                                        "replace the cluster.")
                .arg(needed.join(QStringLiteral(" ")));
    } else if (answeredNeeds == Checklist::modelApiNeeds().size()) {
        result.compareModelApiFirst = true;
        result.modelApiReason =
            QCoreApplication::translate("fw::core::TriageRecommendation",
                                        "The workload needs no custom weights, direct GPU scheduling, custom kernels, "
                                        "strict placement or hardware isolation: compare a managed model API first. "
                                        "The business metric is accepted outputs, not owning a network.");
    }
    return result;
}

} // namespace fw::core
