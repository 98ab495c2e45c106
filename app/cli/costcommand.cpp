// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"
#include "analysis/pricing.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "evidence/costdecisionsnapshot.h"
#include "storage/costrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <cmath>
#include <type_traits>

namespace fw::app::cli {

namespace {

QCommandLineOption currencyOption()
{
    return {QStringLiteral("currency"), tr("The currency, as its three-letter code (EUR, USD, JPY)."),
            QStringLiteral("code")};
}

int setRate(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench cost rate set --project P --currency CUR --in-base RATE [--date YYYY-MM-DD]"),
        tr("Set what one unit of a currency is worth in the project's currency, as of a "
           "date; prices quoted in it are converted with this rate."));
    const QCommandLineOption currency = currencyOption();
    const QCommandLineOption inBase(QStringLiteral("in-base"),
                                    tr("What one unit of the currency is worth in the project's currency."),
                                    QStringLiteral("rate"));
    const QCommandLineOption date(QStringLiteral("date"), tr("The date of the rate (default: today)."),
                                  QStringLiteral("date"));
    parser.addOptions({currency, inBase, date});
    if (const std::optional<int> exitCode = parser.read(arguments, {&currency, &inBase}))
        return *exitCode;
    bool ok = false;
    const double rate = parser.value(inBase).toDouble(&ok);
    const QDate asOf = parser.isSet(date) ? QDate::fromString(parser.value(date), Qt::ISODate) : QDate::currentDate();
    if (!ok || rate <= 0) {
        print(stderr, tr("--in-base must be a number greater than 0, not \"%1\".").arg(parser.value(inBase)));
        return 2;
    }
    if (!asOf.isValid()) {
        print(stderr, tr("--date must be a date as 2026-11-30, not \"%1\".").arg(parser.value(date)));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const QString code = parser.value(currency).trimmed().toUpper();
    if (!stored([&] { core::PriceRepository(*file).setRate({code, rate, asOf}); }))
        return 1;
    print(stdout, tr("1 %1 = %2 %3 as of %4.")
                      .arg(code, core::formatNumber(rate), core::CostRepository(*file).settings().currency,
                           asOf.toString(Qt::ISODate)));
    return 0;
}

int removeRate(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench cost rate remove --project P --currency CUR"),
                       tr("Remove the exchange rate of a currency no price line is in."));
    const QCommandLineOption currency = currencyOption();
    parser.addOption(currency);
    if (const std::optional<int> exitCode = parser.read(arguments, {&currency}))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const QString code = parser.value(currency).trimmed().toUpper();
    core::PriceRepository prices(*file);
    const QList<core::ExchangeRate> rates = prices.rates();
    if (std::none_of(rates.begin(), rates.end(), [&](const core::ExchangeRate& r) { return r.currency == code; })) {
        print(stderr, tr("The project has no exchange rate for %1.").arg(code));
        return 1;
    }
    if (!stored([&] { prices.removeRate(code); }))
        return 1;
    print(stdout, tr("Removed the exchange rate of %1.").arg(code));
    return 0;
}

int listRates(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench cost rate list --project P [--json]"),
                       tr("List the project's exchange rates."), CommandLine::ProjectFile | CommandLine::Json);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const QString base = core::CostRepository(*file).settings().currency;
    const QList<core::ExchangeRate> rates = core::PriceRepository(*file).rates();
    if (parser.wantsJson()) {
        QJsonArray list;
        for (const core::ExchangeRate& rate : rates)
            list << QJsonObject{{QStringLiteral("currency"), rate.currency},
                                {QStringLiteral("in_base"), rate.inBase},
                                {QStringLiteral("as_of"), rate.asOf.toString(Qt::ISODate)}};
        printJson(QJsonObject{{QStringLiteral("base"), base}, {QStringLiteral("rates"), list}});
        return 0;
    }
    print(stdout, tr("Project currency: %1").arg(base));
    for (const core::ExchangeRate& rate : rates)
        print(stdout, tr("  1 %1 = %2 %3 (as of %4)")
                          .arg(rate.currency, core::formatNumber(rate.inBase), base, rate.asOf.toString(Qt::ISODate)));
    return 0;
}

int rateCommand(const QStringList& arguments)
{
    return runSubcommand(QStringLiteral("cost rate"), tr("The project's exchange rates into its currency, each dated."),
                         {{"set", QT_TRANSLATE_NOOP("fw::app::cli", "set or change the rate of a currency"), setRate},
                          {"list", QT_TRANSLATE_NOOP("fw::app::cli", "list the rates"), listRates},
                          {"remove", QT_TRANSLATE_NOOP("fw::app::cli", "remove the rate of a currency"), removeRate}},
                         arguments);
}

int listPrices(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench cost prices --project P --candidate C [--json]"),
                       tr("List a candidate's quoted price lines and the cost inputs they give, per "
                          "period in the project's currency."),
                       CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption candidate = candidateOption();
    parser.addOption(candidate);
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate}))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const std::optional<qint64> id = findCandidate(*file, parser.value(candidate));
    if (!id)
        return 2;
    core::CostDecisionSnapshot snapshot;
    if (!stored([&] { snapshot = core::CostDecisionSnapshot::load(file.get()); }))
        return 1;
    const int row = snapshot.candidateRow(*id);
    const core::CostCase& costCase = snapshot.cases.at(row);
    const core::CostResult& result = snapshot.results.at(row);
    QJsonArray lines;
    QStringList text;
    for (const core::PriceLine& line : costCase.priceLines) {
        const core::QuotedAmount amount = core::quotePerPeriod(line, snapshot.settings, snapshot.rates);
        QJsonObject entry = priceLineJson(line);
        entry.insert(QStringLiteral("line"), line.line);
        entry.insert(QStringLiteral("component"), core::storageKey(line.component));
        entry.insert(QStringLiteral("item"), line.item);
        entry.insert(QStringLiteral("per_period"), amount.perPeriod ? QJsonValue(*amount.perPeriod) : QJsonValue());
        entry.insert(QStringLiteral("missing"), amount.missing);
        lines << entry;
        text << (amount.perPeriod
                     ? QStringLiteral("  ") + amount.explanation
                     : tr("  line %1 (%2): %3").arg(QString::number(line.line), line.item, amount.missing));
    }
    QJsonArray inputs;
    for (const core::CostInputKey key : core::kPriceableComponents) {
        const core::ResolvedInput& input = result.inputs[int(key)];
        if (input.quotedLines.isEmpty())
            continue;
        QJsonArray numbers;
        for (const int line : input.quotedLines)
            numbers << line;
        inputs << QJsonObject{{QStringLiteral("key"), core::storageKey(key)},
                              {QStringLiteral("value"), input.value ? QJsonValue(*input.value) : QJsonValue()},
                              {QStringLiteral("lines"), numbers},
                              {QStringLiteral("quote"), input.quote},
                              {QStringLiteral("missing"), input.missing}};
        text << tr("%1: %2 per %3 (quoted, line(s) %4)")
                    .arg(core::displayName(key),
                         input.value ? snapshot.money(*input.value) : tr("missing: %1").arg(input.missing),
                         core::displayName(snapshot.settings.period).toLower(), input.quotedLineList());
    }
    if (parser.wantsJson()) {
        printJson(QJsonObject{{QStringLiteral("candidate_id"), *id},
                              {QStringLiteral("currency"), snapshot.settings.currency},
                              {QStringLiteral("period"), core::storageKey(snapshot.settings.period)},
                              {QStringLiteral("lines"), lines},
                              {QStringLiteral("quoted_inputs"), inputs}});
        return 0;
    }
    if (costCase.priceLines.isEmpty())
        text << tr("No price lines are stored for this candidate.");
    for (const QString& line : text)
        print(stdout, line);
    return 0;
}

// A number option of `cost acceptance`: unchanged when not given, cleared by "none", else a number of at least
// `least` (a whole number for an integer bound). False after printing why.
template <typename T>
bool readBound(const QCommandLineParser& parser, const QCommandLineOption& option, double least, std::optional<T>& to)
{
    if (!parser.isSet(option))
        return true;
    const QString text = parser.value(option).trimmed();
    if (text == QLatin1String("none")) {
        to.reset();
        return true;
    }
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || !(value >= least) || (std::is_integral_v<T> && value != std::floor(value))) {
        print(stderr, tr("--%1 must be %2 or more, or \"none\", not \"%3\".")
                          .arg(option.names().constFirst(), core::formatNumber(least), text));
        return false;
    }
    to = T(value);
    return true;
}

int acceptanceCommand(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench cost acceptance --project P [--correctness yes|no] [--min-busbw GBS] "
           "[--busbw-at BYTES] [--max-p99 US] [--p99-at BYTES] [--min-ranks N] [--min-nodes N] "
           "[--max-cv PCT] [--line-rate-share PCT [--reason TEXT]] [--json]"),
        tr("Show the acceptance rules (built-in and set) and each own run's verdict with the rule that decided it; "
           "with options, change the thresholds first (\"none\" clears one). Lowering the line-rate floor below "
           "the default needs --reason."),
        CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption correctness(QStringLiteral("correctness"),
                                         tr("yes: accept only runs checked and right on every row."),
                                         QStringLiteral("yes|no"));
    const QCommandLineOption minBusbw(QStringLiteral("min-busbw"), tr("The least bus bandwidth, GB/s."),
                                      QStringLiteral("GBs"));
    const QCommandLineOption busbwAt(QStringLiteral("busbw-at"),
                                     tr("The message size in bytes bandwidth and CV are judged at (else the largest)."),
                                     QStringLiteral("bytes"));
    const QCommandLineOption maxP99(QStringLiteral("max-p99"), tr("The most p99 latency, µs."), QStringLiteral("us"));
    const QCommandLineOption p99At(QStringLiteral("p99-at"),
                                   tr("The message size in bytes p99 is judged at (else the smallest)."),
                                   QStringLiteral("bytes"));
    const QCommandLineOption minRanks(QStringLiteral("min-ranks"), tr("The fewest ranks."), QStringLiteral("n"));
    const QCommandLineOption minNodes(QStringLiteral("min-nodes"), tr("The fewest nodes."), QStringLiteral("n"));
    const QCommandLineOption maxCv(QStringLiteral("max-cv"), tr("The most coefficient of variation, percent."),
                                   QStringLiteral("pct"));
    const QCommandLineOption share(QStringLiteral("line-rate-share"),
                                   tr("The line-rate floor in percent of the declared line rate (default %1; 0 turns "
                                      "it off).")
                                       .arg(core::kDefaultLineRateShare * 100),
                                   QStringLiteral("pct"));
    const QCommandLineOption reason(QStringLiteral("reason"), tr("Why the line-rate floor is lowered."),
                                    QStringLiteral("text"));
    parser.addOptions({correctness, minBusbw, busbwAt, maxP99, p99At, minRanks, minNodes, maxCv, share, reason});
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const QStringList given = parser.optionNames();
    const bool changes = std::any_of(given.begin(), given.end(), [](const QString& n) {
        return n != QLatin1String("project") && n != QLatin1String("json");
    });
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(changes ? OpenMode::Writable : OpenMode::AsItIs);
    if (!file)
        return 2;
    if (changes) {
        core::CostRepository costs(*file);
        core::CostSettings settings = costs.settings();
        core::AcceptanceThresholds& t = settings.thresholds;
        std::optional<double> sharePercent = t.lineRateShare ? std::optional(*t.lineRateShare * 100) : std::nullopt;
        if (!readBound(parser, minBusbw, 0, t.minBusBandwidthGBs) ||
            !readBound(parser, busbwAt, 0, t.busBandwidthBytes) || !readBound(parser, maxP99, 0, t.maxP99LatencyUs) ||
            !readBound(parser, p99At, 0, t.p99Bytes) || !readBound(parser, minRanks, 1, t.minRanks) ||
            !readBound(parser, minNodes, 1, t.minNodes) || !readBound(parser, maxCv, 0, t.maxCvPercent) ||
            !readBound(parser, share, 0, sharePercent))
            return 2;
        t.lineRateShare = sharePercent ? std::optional(*sharePercent / 100) : std::nullopt;
        if (parser.isSet(correctness)) {
            const QString value = parser.value(correctness);
            if (value != QLatin1String("yes") && value != QLatin1String("no")) {
                print(stderr, tr("--correctness must be yes or no, not \"%1\".").arg(value));
                return 2;
            }
            t.correctnessPassed = value == QLatin1String("yes");
        }
        if (parser.isSet(reason))
            t.loosenedBecause = parser.value(reason).trimmed();
        if (!stored([&] { costs.setSettings(settings); }))
            return 1;
    }
    core::CostDecisionSnapshot snapshot;
    if (!stored([&] { snapshot = core::CostDecisionSnapshot::load(file.get()); }))
        return 1;
    const core::AcceptanceThresholds& t = snapshot.settings.thresholds;
    const QStringList rules = core::acceptanceRules(t);
    QJsonArray runs;
    QStringList text{t.isSet() ? tr("Rules: %1.").arg(rules.join(QStringLiteral("; ")))
                               : tr("No acceptance threshold is set: every run is \"not judged\"; once one is, the "
                                    "rules are: %1.")
                                     .arg(rules.join(QStringLiteral("; ")))};
    for (const core::RunEvidence& run : snapshot.comparison.runs) {
        if (run.source != core::RunSource::OwnMeasurement)
            continue;
        runs << QJsonObject{{QStringLiteral("run_id"), run.runId},
                            {QStringLiteral("candidate_id"), run.candidateId},
                            {QStringLiteral("verdict"), core::storageKey(run.acceptance.verdict)},
                            {QStringLiteral("reasons"), QJsonArray::fromStringList(run.acceptance.reasons)}};
        text << tr("  run %1: %2 (%3)")
                    .arg(QString::number(run.runId), core::displayName(run.acceptance.verdict),
                         run.acceptance.reasons.join(QStringLiteral("; ")));
    }
    if (parser.wantsJson()) {
        printJson(QJsonObject{
            {QStringLiteral("judged"), t.isSet()},
            {QStringLiteral("rules"), QJsonArray::fromStringList(rules)},
            {QStringLiteral("line_rate_share"), t.effectiveLineRateShare()},
            {QStringLiteral("line_rate_share_default"), core::kDefaultLineRateShare},
            {QStringLiteral("loosened_because"), t.loosensFloor() ? QJsonValue(t.loosenedBecause) : QJsonValue()},
            {QStringLiteral("runs"), runs}});
        return 0;
    }
    for (const QString& line : text)
        print(stdout, line);
    return 0;
}

} // namespace

int costCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("cost"),
        tr("The cost model's acceptance rules, exchange rates and the prices suppliers quoted."),
        {{"rate", QT_TRANSLATE_NOOP("fw::app::cli", "set, list or remove exchange rates"), rateCommand},
         {"acceptance", QT_TRANSLATE_NOOP("fw::app::cli", "show or change the acceptance rules and each run's verdict"),
          acceptanceCommand},
         {"prices", QT_TRANSLATE_NOOP("fw::app::cli", "list a candidate's price lines and the inputs they give"),
          listPrices}},
        arguments);
}

} // namespace fw::app::cli
