// SPDX-License-Identifier: Apache-2.0
#include "analysis/costcalculator.h"

#include "analysis/numberformat.h"
#include "analysis/pricing.h"

#include <QCoreApplication>
#include <algorithm>

namespace fw::core {

namespace {

using Key = CostInputKey;

class Resolver
{
public:
    Resolver(const CostCase& costCase, std::optional<CostPin> pin) : m_case(costCase), m_pin(pin) {}

    CostResult run()
    {
        // Inputs nothing is derived for come first, then each derivation after what it reads.
        for (int i = 0; i < kCostInputCount; ++i) {
            if (!isDerivable(Key(i)))
                resolve(Key(i));
        }
        for (Key key : {Key::StallFraction, Key::RecoveryHours, Key::AcceptanceRate, Key::FabricOperations,
                        Key::FailedJobWaste, Key::UsefulGpuUtilisation, Key::QueueIdleGpu})
            resolve(key);
        normalise();
        return m_result;
    }

private:
    const std::optional<double>& value(Key key) const { return m_result.inputs[int(key)].value; }

    // "needs X and Y": names the inputs a derivation is waiting for.
    std::optional<QString> waitingFor(std::initializer_list<Key> keys) const
    {
        QStringList names;
        for (Key key : keys) {
            if (!value(key))
                names << displayName(key);
        }
        if (names.isEmpty())
            return std::nullopt;
        return QCoreApplication::translate("fw::core::CostCalculator", "needs %1")
            .arg(names.join(QCoreApplication::translate("fw::core::CostCalculator", " and ")));
    }

    Derivation derive(Key key) const
    {
        const double hours = hoursIn(m_case.settings.period);
        switch (key) {
        case Key::StallFraction:
            return deriveStallFraction(m_case.evidence.faultRuns);
        case Key::RecoveryHours:
            return deriveRecoveryHours(m_case.evidence.faultRuns);
        case Key::AcceptanceRate:
            return deriveAcceptanceRate(m_case.evidence.benchmarkRuns, m_case.nodeCount, m_case.settings.thresholds);
        case Key::FabricOperations: {
            if (auto why = waitingFor({Key::OperationsHours, Key::OperationsHourlyRate}))
                return {std::nullopt, *why};
            const double h = *value(Key::OperationsHours), rate = *value(Key::OperationsHourlyRate);
            return {h * rate, QCoreApplication::translate("fw::core::CostCalculator",
                                                          "operations hours × hourly rate = %1 × %2 = %3")
                                  .arg(formatNumber(h), formatNumber(rate), formatNumber(h * rate))};
        }
        case Key::FailedJobWaste: {
            if (auto why = waitingFor({Key::ComputeCapacity, Key::IncidentsPerPeriod, Key::RecoveryHours}))
                return {std::nullopt, *why};
            const double compute = *value(Key::ComputeCapacity), f = failedShare();
            return {compute * f,
                    QCoreApplication::translate("fw::core::CostCalculator",
                                                "compute × incidents × recovery h / %1 h = %2 × %3 × %4 / %5 = %6")
                        .arg(formatNumber(hours), formatNumber(compute), formatNumber(*value(Key::IncidentsPerPeriod)),
                             formatNumber(*value(Key::RecoveryHours)), formatNumber(hours), formatNumber(compute * f))};
        }
        case Key::UsefulGpuUtilisation: {
            if (auto why = waitingFor({Key::StallFraction, Key::IncidentsPerPeriod, Key::RecoveryHours}))
                return {std::nullopt, *why};
            const double s = *value(Key::StallFraction), f = failedShare();
            const double u = std::max(0.0, 1.0 - s - f);
            return {u, QCoreApplication::translate(
                           "fw::core::CostCalculator",
                           "1 − stall fraction − failed share = 1 − %1 − %2 = %3 (failed share = incidents × "
                           "recovery h / %4 h)")
                           .arg(formatNumber(s), formatNumber(f), formatNumber(u), formatNumber(hours))};
        }
        case Key::QueueIdleGpu: {
            if (auto why = waitingFor({Key::ComputeCapacity, Key::UsefulGpuUtilisation, Key::FailedJobWaste}))
                return {std::nullopt, *why};
            const double compute = *value(Key::ComputeCapacity), u = *value(Key::UsefulGpuUtilisation),
                         waste = *value(Key::FailedJobWaste);
            const double idle = std::max(0.0, compute * (1.0 - u) - waste);
            return {idle, QCoreApplication::translate(
                              "fw::core::CostCalculator",
                              "compute × (1 − useful utilisation) − failed-job waste = %1 × (1 − %2) − %3 = %4")
                              .arg(formatNumber(compute), formatNumber(u), formatNumber(waste), formatNumber(idle))};
        }
        default:
            break;
        }
        Q_UNREACHABLE();
        return {};
    }

    double failedShare() const
    {
        return *value(Key::IncidentsPerPeriod) * *value(Key::RecoveryHours) / hoursIn(m_case.settings.period);
    }

    void resolve(Key key)
    {
        const CostInput& input = m_case.inputs[int(key)];
        ResolvedInput& out = m_result.inputs[int(key)];
        out.source = isDerivable(key) ? input.source
                                      : (input.source == InputSource::Derived ? InputSource::Typed : input.source);
        if (out.source == InputSource::Derived) {
            const Derivation derivation = derive(key);
            out.derivation = derivation.explanation;
            if (input.isOverride()) {
                out.value = input.value;
                out.overridden = true;
            } else {
                out.value = derivation.value;
                if (!out.value)
                    out.missing = derivation.explanation;
            }
        } else if (const std::optional<QuotedAmount> quote =
                       out.source == InputSource::Quoted
                           ? quoteComponent(key, m_case.priceLines, m_case.settings, m_case.rates)
                           : std::nullopt) {
            out.value = quote->perPeriod;
            out.quote = quote->explanation;
            out.quotedLines = quote->lines;
            out.missing = quote->missing;
        } else {
            out.value = input.value;
            if (!out.value)
                out.missing = QCoreApplication::translate("fw::core::CostCalculator", "not entered");
        }
        if (m_pin && m_pin->key == key) {
            out.value = m_pin->value;
            out.missing.clear();
        }
    }

    void normalise()
    {
        const auto name = [](Key key) { return displayName(key); };
        for (Key key : {Key::UsefulGpuUtilisation, Key::AcceptanceRate, Key::OperationsHours}) {
            if (!value(key))
                m_result.missing << QCoreApplication::translate("fw::core::CostCalculator", "%1: %2")
                                        .arg(name(key), m_result.inputs[int(key)].missing);
        }
        double total = 0;
        bool complete = true;
        for (int i = 0; i < kCostComponentCount; ++i) {
            if (value(Key(i))) {
                total += *value(Key(i));
            } else {
                complete = false;
                m_result.missing << QCoreApplication::translate("fw::core::CostCalculator", "%1: %2")
                                        .arg(name(Key(i)), m_result.inputs[i].missing);
            }
        }
        if (complete)
            m_result.total = total;
        if (!value(Key::TrainingRunsPlanned))
            m_result.missing << QCoreApplication::translate("fw::core::CostCalculator", "%1: %2")
                                    .arg(name(Key::TrainingRunsPlanned),
                                         QCoreApplication::translate("fw::core::CostCalculator", "not entered"));
        if (value(Key::TrainingRunsPlanned) && value(Key::AcceptanceRate)) {
            m_result.acceptedRuns = *value(Key::TrainingRunsPlanned) * *value(Key::AcceptanceRate);
            if (*m_result.acceptedRuns <= 0)
                m_result.missing << QCoreApplication::translate(
                    "fw::core::CostCalculator", "Cost per accepted run: no training run is accepted, so there is none");
        }
        if (m_result.total && m_result.acceptedRuns && *m_result.acceptedRuns > 0)
            m_result.costPerAcceptedRun = *m_result.total / *m_result.acceptedRuns;
        if (m_result.total && value(Key::AcceptedInferenceOutputs) && *value(Key::AcceptedInferenceOutputs) > 0)
            m_result.costPerAcceptedOutput = *m_result.total / *value(Key::AcceptedInferenceOutputs);
        m_result.ready = value(Key::UsefulGpuUtilisation) && value(Key::AcceptanceRate) &&
                         value(Key::OperationsHours) && m_result.costPerAcceptedRun;
    }

    const CostCase& m_case;
    std::optional<CostPin> m_pin;
    CostResult m_result;
};

} // namespace

CostResult computeCost(const CostCase& costCase, std::optional<CostPin> pin)
{
    return Resolver(costCase, pin).run();
}

QString ResolvedInput::quotedLineList() const
{
    QStringList numbers;
    for (const int line : quotedLines)
        numbers << QString::number(line);
    return numbers.join(QStringLiteral(", "));
}

} // namespace fw::core
