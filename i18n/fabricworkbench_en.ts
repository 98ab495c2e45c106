<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AcceptancePlan</name>
    <message numerus="yes">
        <source>Step %1, field &quot;nodes&quot;: an isolate step needs at least 4 nodes (two halves of two), and it lists %n.</source>
        <translation>
            <numerusform>Step %1, field &quot;nodes&quot;: an isolate step needs at least 4 nodes (two halves of two), and it lists %n.</numerusform>
            <numerusform>Step %1, field &quot;nodes&quot;: an isolate step needs at least 4 nodes (two halves of two), and it lists %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CostDecisionSnapshot</name>
    <message numerus="yes">
        <source>No recommendation yet: %n score(s) missing, for example %1 for %2.</source>
        <translation>
            <numerusform>No recommendation yet: %n score missing, for example %1 for %2.</numerusform>
            <numerusform>No recommendation yet: %n scores missing, for example %1 for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red flag(s) against the supplier</source>
        <translation>
            <numerusform>Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red flag against the supplier</numerusform>
            <numerusform>Questionnaire: %1 of %2 answered, %3 incomplete (no penalty), %n red flags against the supplier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own all-reduce run(s) stored, no acceptance rate from them: %1</source>
        <translation>
            <numerusform>%n own all-reduce run stored, no acceptance rate from it: %1</numerusform>
            <numerusform>%n own all-reduce runs stored, no acceptance rate from them: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n claim(s) checked against own measurements: %1 within tolerance, %2 better, %3 contradicted</source>
        <translation>
            <numerusform>; %n claim checked against own measurements: %1 within tolerance, %2 better, %3 contradicted</numerusform>
            <numerusform>; %n claims checked against own measurements: %1 within tolerance, %2 better, %3 contradicted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) measured on this computer, through a connection that runs the agent here, are left out of the scores and the acceptance rate: %1. They measure this computer, not a candidate&apos;s fabric, so the recommendation does not rest on them. To count such a run, state on its connection that this computer is a node of the candidate&apos;s cluster and measure again.</source>
        <translation>
            <numerusform>%n run measured on this computer, through a connection that runs the agent here, is left out of the scores and the acceptance rate: %1. It measures this computer, not a candidate&apos;s fabric, so the recommendation does not rest on it. To count such a run, state on its connection that this computer is a node of the candidate&apos;s cluster and measure again.</numerusform>
            <numerusform>%n runs measured on this computer, through a connection that runs the agent here, are left out of the scores and the acceptance rate: %1. They measure this computer, not a candidate&apos;s fabric, so the recommendation does not rest on them. To count such a run, state on its connection that this computer is a node of the candidate&apos;s cluster and measure again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan step(s) ran on this computer and are left out of the fault, counter and cost figures: %1.</source>
        <translation>
            <numerusform>%n plan step ran on this computer and is left out of the fault, counter and cost figures: %1.</numerusform>
            <numerusform>%n plan steps ran on this computer and are left out of the fault, counter and cost figures: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CounterComparison</name>
    <message numerus="yes">
        <source>%n counter(s) missing from the earlier snapshot</source>
        <translation>
            <numerusform>%n counter missing from the earlier snapshot</numerusform>
            <numerusform>%n counters missing from the earlier snapshot</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FaultEvidence</name>
    <message numerus="yes">
        <source>measured: median recovery %1 s over the %n fault step(s) that recovered</source>
        <translation>
            <numerusform>measured: median recovery %1 s over the %n fault step that recovered</numerusform>
            <numerusform>measured: median recovery %1 s over the %n fault steps that recovered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured: %1 warning(s) and %2 critical alarm(s) of the node&apos;s counters over %n fault phase(s), %3 per phase (%4)</source>
        <translation>
            <numerusform>measured: %1 warning(s) and %2 critical alarm(s) of the node&apos;s counters over %n fault phase, %3 per phase (%4)</numerusform>
            <numerusform>measured: %1 warning(s) and %2 critical alarm(s) of the node&apos;s counters over %n fault phases, %3 per phase (%4)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) that could not be read were skipped, so the run never counts as checked, passed:</source>
        <translation>
            <numerusform>Salvaged import: %n result row that could not be read was skipped, so the run never counts as checked, passed:</numerusform>
            <numerusform>Salvaged import: %n result rows that could not be read were skipped, so the run never counts as checked, passed:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IsolationResult</name>
    <message numerus="yes">
        <source>Bad node: %1, found in %n run(s) (at most %2 for %3 nodes).</source>
        <translation>
            <numerusform>Bad node: %1, found in %n run (at most %2 for %3 nodes).</numerusform>
            <numerusform>Bad node: %1, found in %n runs (at most %2 for %3 nodes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the suspect %1 did not miss when paired with a known-good node (%n run(s)).</source>
        <translation>
            <numerusform>No bad node found: the suspect %1 did not miss when paired with a known-good node (%n run).</numerusform>
            <numerusform>No bad node found: the suspect %1 did not miss when paired with a known-good node (%n runs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No bad node found: the two halves performed alike, within %1 % of each other (%n run(s)).</source>
        <translation>
            <numerusform>No bad node found: the two halves performed alike, within %1 % of each other (%n run).</numerusform>
            <numerusform>No bad node found: the two halves performed alike, within %1 % of each other (%n runs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>More than one half misses: the fault is not one node (%n run(s)).</source>
        <translation>
            <numerusform>More than one half misses: the fault is not one node (%n run).</numerusform>
            <numerusform>More than one half misses: the fault is not one node (%n runs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The search stopped after %n run(s): a benchmark did not complete, so nothing is concluded.</source>
        <translation>
            <numerusform>The search stopped after %n run: a benchmark did not complete, so nothing is concluded.</numerusform>
            <numerusform>The search stopped after %n runs: a benchmark did not complete, so nothing is concluded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NcclInspectorParser</name>
    <message numerus="yes">
        <source>none of the %n JSON object(s) is an NCCL Inspector record with &quot;coll_perf&quot; or &quot;p2p_perf&quot;</source>
        <translation>
            <numerusform>the %n JSON object is not an NCCL Inspector record with &quot;coll_perf&quot; or &quot;p2p_perf&quot;</numerusform>
            <numerusform>none of the %n JSON objects is an NCCL Inspector record with &quot;coll_perf&quot; or &quot;p2p_perf&quot;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>NCCL Inspector records of communicator %1, rank %2 of %3: %n call(s). Each time is this rank&apos;s kernel time of one call (its slowest channel), not a time over all ranks; the statistics and samples of each size are computed from them.</source>
        <translation>
            <numerusform>NCCL Inspector records of communicator %1, rank %2 of %3: %n call. Each time is this rank&apos;s kernel time of one call (its slowest channel), not a time over all ranks; the statistics and samples of each size are computed from them.</numerusform>
            <numerusform>NCCL Inspector records of communicator %1, rank %2 of %3: %n calls. Each time is this rank&apos;s kernel time of one call (its slowest channel), not a time over all ranks; the statistics and samples of each size are computed from them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) were timed on the CPU (kernel_cpu or collective_cpu), not by the GPU&apos;s clock.</source>
        <translation>
            <numerusform>%n call was timed on the CPU (kernel_cpu or collective_cpu), not by the GPU&apos;s clock.</numerusform>
            <numerusform>%n calls were timed on the CPU (kernel_cpu or collective_cpu), not by the GPU&apos;s clock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NcclTestsTextParser</name>
    <message numerus="yes">
        <source>%n line(s) that are not nccl-tests output (NCCL INFO/WARN, launcher messages) were skipped.</source>
        <translation>
            <numerusform>%n line that is not nccl-tests output (NCCL INFO/WARN, launcher messages) was skipped.</numerusform>
            <numerusform>%n lines that are not nccl-tests output (NCCL INFO/WARN, launcher messages) were skipped.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The first %n row(s) were stored before the old bandwidth showed; their algbw is as printed.</source>
        <translation>
            <numerusform>The first %n row was stored before the old bandwidth showed; its algbw is as printed.</numerusform>
            <numerusform>The first %n rows were stored before the old bandwidth showed; their algbw is as printed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OsuTextParser</name>
    <message numerus="yes">
        <source>%n line(s) that are not OSU output (launcher and system messages) were skipped.</source>
        <translation>
            <numerusform>%n line that is not OSU output (launcher and system messages) was skipped.</numerusform>
            <numerusform>%n lines that are not OSU output (launcher and system messages) were skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PerftestTextParser</name>
    <message numerus="yes">
        <source>%n line(s) that are not perftest output (CPU frequency warnings and similar) were skipped.</source>
        <translation>
            <numerusform>%n line that is not perftest output (CPU frequency warnings and similar) was skipped.</numerusform>
            <numerusform>%n lines that are not perftest output (CPU frequency warnings and similar) were skipped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProgressReader</name>
    <message numerus="yes">
        <source>%n candidate(s)</source>
        <translation>
            <numerusform>%n candidate</numerusform>
            <numerusform>%n candidates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%1 of %2 answered, %n red flag</numerusform>
            <numerusform>%1 of %2 answered, %n red flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plan run(s)</source>
        <translation>
            <numerusform>%n plan run</numerusform>
            <numerusform>%n plan runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter reading(s)</source>
        <translation>
            <numerusform>%n counter reading</numerusform>
            <numerusform>%n counter readings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n own run(s)</source>
        <translation>
            <numerusform>%n own run</numerusform>
            <numerusform>%n own runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n claim(s)</source>
        <translation>
            <numerusform>%n claim</numerusform>
            <numerusform>%n claims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) without an answer</source>
        <translation>
            <numerusform>%n question without an answer</numerusform>
            <numerusform>%n questions without an answer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message numerus="yes">
        <source>%n price line(s) are in %1; the rate is needed to convert them.</source>
        <translation>
            <numerusform>%n price line is in %1; the rate is needed to convert it.</numerusform>
            <numerusform>%n price lines are in %1; the rate is needed to convert them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunFailureText</name>
    <message numerus="yes">
        <source>The run failed: the log reports %1. Only the %n result row(s) before the failure are kept, and the run counts as a failed attempt.</source>
        <translation>
            <numerusform>The run failed: the log reports %1. Only the %n result row before the failure is kept, and the run counts as a failed attempt.</numerusform>
            <numerusform>The run failed: the log reports %1. Only the %n result rows before the failure are kept, and the run counts as a failed attempt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StragglerVerdict</name>
    <message numerus="yes">
        <source>No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; this run has %n.</source>
        <translation>
            <numerusform>No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; this run has %n.</numerusform>
            <numerusform>No straggler verdict: it needs per-rank figures at %1 or more sizes of at least %2 iterations; this run has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n straggler host(s): %1; their ranks are slower than the others at %2 or more of %3 sizes; suspect those nodes or their links.</source>
        <translation>
            <numerusform>%n straggler host: %1; its ranks are slower than the others at %2 or more of %3 sizes; suspect the node or its link.</numerusform>
            <numerusform>%n straggler hosts: %1; their ranks are slower than the others at %2 or more of %3 sizes; suspect those nodes or their links.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more straggler rank(s).</source>
        <translation>
            <numerusform>%n more straggler rank.</numerusform>
            <numerusform>%n more straggler ranks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SupplierReview</name>
    <message numerus="yes">
        <source>The workbook has %n visible sheet(s); a questionnaire and a bill of materials are needed.</source>
        <translation>
            <numerusform>The workbook has %n visible sheet; a questionnaire and a bill of materials are needed.</numerusform>
            <numerusform>The workbook has %n visible sheets; a questionnaire and a bill of materials are needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, term %n month(s)</source>
        <translation>
            <numerusform>, term %n month</numerusform>
            <numerusform>, term %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorkloadEvidence</name>
    <message numerus="yes">
        <source>%n rank(s)</source>
        <translation>
            <numerusform>%n rank</numerusform>
            <numerusform>%n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rank(s) at %1 requests/s</source>
        <translation>
            <numerusform>%n rank at %1 requests/s</numerusform>
            <numerusform>%n ranks at %1 requests/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>measured: median %1 of the workload&apos;s replay on %2, %n replay(s) on the candidate&apos;s cluster (%3)</source>
        <translation>
            <numerusform>measured: median %1 of the workload&apos;s replay on %2, %n replay on the candidate&apos;s cluster (%3)</numerusform>
            <numerusform>measured: median %1 of the workload&apos;s replay on %2, %n replays on the candidate&apos;s cluster (%3)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BenchmarksPage</name>
    <message numerus="yes">
        <source>%1 (%n run(s)): %2</source>
        <translation>
            <numerusform>%1 (%n run): %2</numerusform>
            <numerusform>%1 (%n runs): %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Files imported: %1, refused: %2; %n run(s) stored.</source>
        <translation>
            <numerusform>Files imported: %1, refused: %2; %n run stored.</numerusform>
            <numerusform>Files imported: %1, refused: %2; %n runs stored.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Salvaged import: %n result row(s) could not be read and were skipped; the run never counts as checked, passed.</source>
        <translation>
            <numerusform>Salvaged import: %n result row could not be read and was skipped; the run never counts as checked, passed.</numerusform>
            <numerusform>Salvaged import: %n result rows could not be read and were skipped; the run never counts as checked, passed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were refused for result rows that cannot be read, or because the run they record failed. You can import what can be read instead: skipped rows are listed on the run, and a failed run is kept as a failed attempt of the candidate, with its error and the rows before it. Neither ever counts as checked, passed.</source>
        <translation>
            <numerusform>%n file was refused for result rows that cannot be read, or because the run it records failed. You can import what can be read instead: skipped rows are listed on the run, and a failed run is kept as a failed attempt of the candidate, with its error and the rows before it. Neither ever counts as checked, passed.</numerusform>
            <numerusform>%n files were refused for result rows that cannot be read, or because the runs they record failed. You can import what can be read instead: skipped rows are listed on the run, and a failed run is kept as a failed attempt of the candidate, with its error and the rows before it. Neither ever counts as checked, passed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BomPage</name>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declared value(s) disagree with the facts from %1 (%2).</source>
        <translation>
            <numerusform>%n declared value disagrees with the facts from %1 (%2).</numerusform>
            <numerusform>%n declared values disagree with the facts from %1 (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::BomTableModel</name>
    <message numerus="yes">
        <source>From %n host(s): %1</source>
        <translation>
            <numerusform>From %n host: %1</numerusform>
            <numerusform>From %n hosts: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import facts of %n host(s) from %1</source>
        <translation>
            <numerusform>Import facts of %n host from %1</numerusform>
            <numerusform>Import facts of %n hosts from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CandidateTableModel</name>
    <message numerus="yes">
        <source>Delete %n candidate(s)</source>
        <translation>
            <numerusform>Delete %n candidate</numerusform>
            <numerusform>Delete %n candidates</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CandidatesPage</name>
    <message numerus="yes">
        <source>Delete %n candidates? You can undo this.</source>
        <translation>
            <numerusform>Delete %n candidate? You can undo this.</numerusform>
            <numerusform>Delete %n candidates? You can undo this.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::Charts</name>
    <message numerus="yes">
        <source>%n runs selected: each line is the median over one candidate&apos;s runs.</source>
        <translation>
            <numerusform>%n run selected: each line is the median over one candidate&apos;s runs.</numerusform>
            <numerusform>%n runs selected: each line is the median over one candidate&apos;s runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no percentiles; their average time is drawn instead.</source>
        <translation>
            <numerusform>%n run reports no percentiles; their average time is drawn instead.</numerusform>
            <numerusform>%n runs report no percentiles; their average time is drawn instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) report no bus bandwidth.</source>
        <translation>
            <numerusform>%n run reports no bus bandwidth.</numerusform>
            <numerusform>%n runs report no bus bandwidth.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more run(s) not drawn; narrow the selection to see them.</source>
        <translation>
            <numerusform>%n more run not drawn; narrow the selection to see them.</numerusform>
            <numerusform>%n more runs not drawn; narrow the selection to see them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: median of %n runs</source>
        <translation>
            <numerusform>%1: median of %n run</numerusform>
            <numerusform>%1: median of %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (median of %n runs)</source>
        <translation>
            <numerusform> (median of %n run)</numerusform>
            <numerusform> (median of %n runs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Per-iteration time (%n iterations)</source>
        <translation>
            <numerusform>Per-iteration time (%n iteration)</numerusform>
            <numerusform>Per-iteration time (%n iterations)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: run-to-run CV of the medians %2% over %n run(s)</source>
        <translation>
            <numerusform>%1: run-to-run CV of the medians %2% over %n run</numerusform>
            <numerusform>%1: run-to-run CV of the medians %2% over %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replay %1: step time p50 %2 µs, p95 %3 µs, p99 %4 µs over %n step(s)</source>
        <translation>
            <numerusform>Replay %1: step time p50 %2 µs, p95 %3 µs, p99 %4 µs over %n step</numerusform>
            <numerusform>Replay %1: step time p50 %2 µs, p95 %3 µs, p99 %4 µs over %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter alarm(s)</source>
        <translation>
            <numerusform>%n counter alarm</numerusform>
            <numerusform>%n counter alarms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, %3 s: %4; %n alarm(s)</source>
        <translation>
            <numerusform>%1 on %2, %3 s: %4; %n alarm</numerusform>
            <numerusform>%1 on %2, %3 s: %4; %n alarms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other counter delta(s) of the plan run cover other steps.</source>
        <translation>
            <numerusform>%n other counter delta of the plan run covers other steps.</numerusform>
            <numerusform>%n other counter deltas of the plan run cover other steps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n rank(s)</source>
        <translation>
            <numerusform>%1: %n rank</numerusform>
            <numerusform>%1: %n ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slow outlier rank(s)</source>
        <translation>
            <numerusform>%n slow outlier rank</numerusform>
            <numerusform>%n slow outlier ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fast outlier rank(s)</source>
        <translation>
            <numerusform>%n fast outlier rank</numerusform>
            <numerusform>%n fast outlier ranks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is a host&apos;s slowest rank. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n host, %1 ranks: each cell is a host&apos;s slowest rank. Click a host, or pick it as the heatmap host, to see its ranks.</numerusform>
            <numerusform>%n hosts, %1 ranks: each cell is a host&apos;s slowest rank. Click a host, or pick it as the heatmap host, to see its ranks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 ranks: each cell is the host&apos;s own figure over all its ranks&apos; samples. Click a host, or pick it as the heatmap host, to see its ranks.</source>
        <translation>
            <numerusform>%n host, %1 ranks: the cell is the host&apos;s own figure over all its ranks&apos; samples. Click a host, or pick it as the heatmap host, to see its ranks.</numerusform>
            <numerusform>%n hosts, %1 ranks: each cell is the host&apos;s own figure over all its ranks&apos; samples. Click a host, or pick it as the heatmap host, to see its ranks.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CostPage</name>
    <message numerus="yes">
        <source>not ready: %n number(s) missing</source>
        <translation>
            <numerusform>not ready: %n number missing</numerusform>
            <numerusform>not ready: %n numbers missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::CountersPage</name>
    <message numerus="yes">
        <source>Alarms: %n (%1 critical)</source>
        <translation>
            <numerusform>Alarms: %n (%1 critical)</numerusform>
            <numerusform>Alarms: %n (%1 critical)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed, %1 unchanged, over %2.</source>
        <translation>
            <numerusform>%n counter changed, %1 unchanged, over %2.</numerusform>
            <numerusform>%n counters changed, %1 unchanged, over %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One snapshot of %n counter(s) on %1 at %2: a change needs a second snapshot.</source>
        <translation>
            <numerusform>One snapshot of %n counter on %1 at %2: a change needs a second snapshot.</numerusform>
            <numerusform>One snapshot of %n counters on %1 at %2: a change needs a second snapshot.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DecisionPage</name>
    <message numerus="yes">
        <source>Filled before your own benchmark: %n supplier claim(s) are stored, but no own all-reduce measurement, so every typed score here is an expectation, not a result. The buyer&apos;s guide uses this matrix after the acceptance test.</source>
        <translation>
            <numerusform>Filled before your own benchmark: %n supplier claim is stored, but no own all-reduce measurement, so every typed score here is an expectation, not a result. The buyer&apos;s guide uses this matrix after the acceptance test.</numerusform>
            <numerusform>Filled before your own benchmark: %n supplier claims are stored, but no own all-reduce measurement, so every typed score here is an expectation, not a result. The buyer&apos;s guide uses this matrix after the acceptance test.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but never scored: a supplier&apos;s own figures do not decide.</source>
        <translation>
            <numerusform>Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but never scored: a supplier&apos;s own figures do not decide.</numerusform>
            <numerusform>Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but never scored: a supplier&apos;s own figures do not decide.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DemoMeasurement</name>
    <message numerus="yes">
        <source>Measuring this computer: starting %n rank(s) through mpirun…</source>
        <translation>
            <numerusform>Measuring this computer: starting %n rank through mpirun…</numerusform>
            <numerusform>Measuring this computer: starting %n ranks through mpirun…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured this computer: %n message size(s), stored as an own run of no candidate.</source>
        <translation>
            <numerusform>Measured this computer: %n message size, stored as an own run of no candidate.</numerusform>
            <numerusform>Measured this computer: %n message sizes, stored as an own run of no candidate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A real measurement made when the demo project was built: fabric-agent bench, all_reduce over %n rank(s) through mpirun on this computer (%1), where the ranks talk through shared memory. It shows what the agent records; it measures this computer, not the fabric of any candidate, so it belongs to no candidate and counts for no offer.</source>
        <translation>
            <numerusform>A real measurement made when the demo project was built: fabric-agent bench, all_reduce over %n rank through mpirun on this computer (%1), where the ranks talk through shared memory. It shows what the agent records; it measures this computer, not the fabric of any candidate, so it belongs to no candidate and counts for no offer.</numerusform>
            <numerusform>A real measurement made when the demo project was built: fabric-agent bench, all_reduce over %n ranks through mpirun on this computer (%1), where the ranks talk through shared memory. It shows what the agent records; it measures this computer, not the fabric of any candidate, so it belongs to no candidate and counts for no offer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::DispatchPanel</name>
    <message numerus="yes">
        <source>Dispatch %1, started %2, did not end: the program stopped while it ran. The %n size(s) that had arrived are kept in the project as an interrupted dispatch, not as a benchmark run.</source>
        <translation>
            <numerusform>Dispatch %1, started %2, did not end: the program stopped while it ran. The %n size that had arrived is kept in the project as an interrupted dispatch, not as a benchmark run.</numerusform>
            <numerusform>Dispatch %1, started %2, did not end: the program stopped while it ran. The %n sizes that had arrived are kept in the project as an interrupted dispatch, not as a benchmark run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %n message size(s) measured.</source>
        <translation>
            <numerusform>Finished: %n message size measured.</numerusform>
            <numerusform>Finished: %n message sizes measured.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::FaultResultsView</name>
    <message numerus="yes">
        <source>%n step(s). Every run completed.</source>
        <translation>
            <numerusform>%n step. Every run completed.</numerusform>
            <numerusform>%n steps. Every run completed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s). Runs that failed or were aborted are results of their step, marked in red.</source>
        <translation>
            <numerusform>%n step. Runs that failed or were aborted are results of their step, marked in red.</numerusform>
            <numerusform>%n steps. Runs that failed or were aborted are results of their step, marked in red.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n size(s) compared</source>
        <translation>
            <numerusform>%n size compared</numerusform>
            <numerusform>%n sizes compared</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) observed</source>
        <translation>
            <numerusform>%n run observed</numerusform>
            <numerusform>%n runs observed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without results</source>
        <translation>
            <numerusform>%n without results</numerusform>
            <numerusform>%n without results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per rank, %n repeat(s)</source>
        <translation>
            <numerusform>%1 per rank, %n repeat</numerusform>
            <numerusform>%1 per rank, %n repeats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong word(s) read back</source>
        <translation>
            <numerusform>%n wrong word read back</numerusform>
            <numerusform>%n wrong words read back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s), max %1</source>
        <translation>
            <numerusform>%n step, max %1</numerusform>
            <numerusform>%n steps, max %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n checkpoint(s)</source>
        <translation>
            <numerusform>%n checkpoint</numerusform>
            <numerusform>%n checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n wrong element(s)</source>
        <translation>
            <numerusform>%n wrong element</numerusform>
            <numerusform>%n wrong elements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n alarm(s)</source>
        <translation>
            <numerusform>%n alarm</numerusform>
            <numerusform>%n alarms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) changed</source>
        <translation>
            <numerusform>%n counter changed</numerusform>
            <numerusform>%n counters changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) read</source>
        <translation>
            <numerusform>%n counter read</numerusform>
            <numerusform>%n counters read</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mean step %1 before the fault, %2 under it, %n step(s)</source>
        <translation>
            <numerusform>mean step %1 before the fault, %2 under it, %n step</numerusform>
            <numerusform>mean step %1 before the fault, %2 under it, %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mean of %n repeat(s), as the cost model and the claim checks take it; p50 %1, max %2: from the kill until every rank had restored the last checkpoint; failure detection and the job&apos;s relaunch not included</source>
        <translation>
            <numerusform>mean of %n repeat, as the cost model and the claim checks take it; p50 %1, max %2: from the kill until every rank had restored the last checkpoint; failure detection and the job&apos;s relaunch not included</numerusform>
            <numerusform>mean of %n repeats, as the cost model and the claim checks take it; p50 %1, max %2: from the kill until every rank had restored the last checkpoint; failure detection and the job&apos;s relaunch not included</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Steps that ran on this computer (%n) measured this computer, not a candidate&apos;s fabric: the scores leave them out.</source>
        <translation>
            <numerusform>Steps that ran on this computer (%n) measured this computer, not a candidate&apos;s fabric: the scores leave them out.</numerusform>
            <numerusform>Steps that ran on this computer (%n) measured this computer, not a candidate&apos;s fabric: the scores leave them out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>request latency p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>request latency p99 %1 alone, %2 beside the other job, which ran %n step meanwhile</numerusform>
            <numerusform>request latency p99 %1 alone, %2 beside the other job, which ran %n steps meanwhile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>step time p99 %1 alone, %2 beside the other job, which ran %n step(s) meanwhile</source>
        <translation>
            <numerusform>step time p99 %1 alone, %2 beside the other job, which ran %n step meanwhile</numerusform>
            <numerusform>step time p99 %1 alone, %2 beside the other job, which ran %n steps meanwhile</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::ImportController</name>
    <message numerus="yes">
        <source>Import %1 (%n run(s))</source>
        <translation>
            <numerusform>Import %1 (%n run)</numerusform>
            <numerusform>Import %1 (%n runs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::PlanEditor</name>
    <message numerus="yes">
        <source>bench %1, %n time(s)</source>
        <translation>
            <numerusform>bench %1, once</numerusform>
            <numerusform>bench %1, %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::PlanRunPanel</name>
    <message numerus="yes">
        <source>Plan: %1, %n step(s)</source>
        <translation>
            <numerusform>Plan: %1, %n step</numerusform>
            <numerusform>Plan: %1, %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::QuestionnairesPage</name>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>%n red flag</numerusform>
            <numerusform>%n red flags</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::ReportBuilder</name>
    <message numerus="yes">
        <source>The cost model of %1 is not ready: %n number(s) missing.</source>
        <translation>
            <numerusform>The cost model of %1 is not ready: %n number missing.</numerusform>
            <numerusform>The cost model of %1 is not ready: %n numbers missing.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The decision matrix lacks %n score(s).</source>
        <translation>
            <numerusform>The decision matrix lacks %n score.</numerusform>
            <numerusform>The decision matrix lacks %n scores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) ran on a BOM that has changed since and should be repeated.</source>
        <translation>
            <numerusform>%n benchmark run ran on a BOM that has changed since and should be repeated.</numerusform>
            <numerusform>%n benchmark runs ran on a BOM that has changed since and should be repeated.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Measured on %n host(s): %1.</source>
        <translation>
            <numerusform>Measured on %n host: %1.</numerusform>
            <numerusform>Measured on %n hosts: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ from what the hosts report.</source>
        <translation>
            <numerusform>%n field differs from what the hosts report.</numerusform>
            <numerusform>%n fields differ from what the hosts report.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attachment(s)</source>
        <translation>
            <numerusform>%n attachment</numerusform>
            <numerusform>%n attachments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red flag(s)</source>
        <translation>
            <numerusform>%n red flag</numerusform>
            <numerusform>%n red flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n size result(s) stored</source>
        <translation>
            <numerusform>%n size result stored</numerusform>
            <numerusform>%n size results stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>did not end; %n size result(s) stored</source>
        <translation>
            <numerusform>did not end; %n size result stored</numerusform>
            <numerusform>did not end; %n size results stored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::RunActions</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) with their results and samples? Edit &gt; Undo brings them back.</source>
        <translation>
            <numerusform>Delete %n run with its results and samples? Edit &gt; Undo brings it back.</numerusform>
            <numerusform>Delete %n runs with their results and samples? Edit &gt; Undo brings them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s)</source>
        <translation>
            <numerusform>Delete %n run</numerusform>
            <numerusform>Delete %n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n run(s) to %1</source>
        <translation>
            <numerusform>Move %n run to %1</numerusform>
            <numerusform>Move %n runs to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as own measurement</source>
        <translation>
            <numerusform>Mark %n run as own measurement</numerusform>
            <numerusform>Mark %n runs as own measurement</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n run(s) as vendor claim</source>
        <translation>
            <numerusform>Mark %n run as vendor claim</numerusform>
            <numerusform>Mark %n runs as vendor claim</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::SupplierReviewDialog</name>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n BOM field(s)</source>
        <translation>
            <numerusform>%n BOM field</numerusform>
            <numerusform>%n BOM fields</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price line(s)</source>
        <translation>
            <numerusform>%n price line</numerusform>
            <numerusform>%n price lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::WorksheetTableView</name>
    <message numerus="yes">
        <source>Paste %n cell(s)</source>
        <translation>
            <numerusform>Paste %n cell</numerusform>
            <numerusform>Paste %n cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clear %n cell(s)</source>
        <translation>
            <numerusform>Clear %n cell</numerusform>
            <numerusform>Clear %n cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::app::cli</name>
    <message numerus="yes">
        <source>%1 gave %n run(s).</source>
        <translation>
            <numerusform>%1 gave %n run.</numerusform>
            <numerusform>%1 gave %n runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the plan can run (%n warning(s)).</source>
        <translation>
            <numerusform>%1: the plan can run (%n warning).</numerusform>
            <numerusform>%1: the plan can run (%n warnings).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gave %n run(s), saved, but not yet in the project file alone.</source>
        <translation>
            <numerusform>%1 gave %n run, saved, but not yet in the project file alone.</numerusform>
            <numerusform>%1 gave %n runs, saved, but not yet in the project file alone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote the pattern of %n collective(s) to %1.</source>
        <translation>
            <numerusform>Wrote the pattern of %n collective to %1.</numerusform>
            <numerusform>Wrote the pattern of %n collectives to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %3 answered, %n red flag(s)</source>
        <translation>
            <numerusform>%1: %2 of %3 answered, %n red flag</numerusform>
            <numerusform>%1: %2 of %3 answered, %n red flags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote a plan of %n step(s) made from the workload to %1.</source>
        <translation>
            <numerusform>Wrote a plan of %n step made from the workload to %1.</numerusform>
            <numerusform>Wrote a plan of %n steps made from the workload to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::core::CostDerivations</name>
    <message numerus="yes">
        <source>%n supplier claim(s)</source>
        <translation>
            <numerusform>%n supplier claim</numerusform>
            <numerusform>%n supplier claims</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stale run(s)</source>
        <translation>
            <numerusform>%n stale run</numerusform>
            <numerusform>%n stale runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>s = stalled / wall time = %1 s / %2 s = %3, over %n replay(s) under a fault (%4): the time the steps under the fault took beyond the same replay&apos;s mean step without it; not included: stalls from faults the plan did not inject, and whatever the replay does not do of the real training job</source>
        <translation>
            <numerusform>s = stalled / wall time = %1 s / %2 s = %3, over %n replay under a fault (%4): the time the steps under the fault took beyond the same replay&apos;s mean step without it; not included: stalls from faults the plan did not inject, and whatever the replay does not do of the real training job</numerusform>
            <numerusform>s = stalled / wall time = %1 s / %2 s = %3, over %n replays under a fault (%4): the time the steps under the fault took beyond the same replay&apos;s mean step without it; not included: stalls from faults the plan did not inject, and whatever the replay does not do of the real training job</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fw::core::PlanJob</name>
    <message numerus="yes">
        <source>%n step(s) failed.</source>
        <translation>
            <numerusform>%n step failed.</numerusform>
            <numerusform>%n steps failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has %n.</source>
        <translation>
            <numerusform>Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has %n.</numerusform>
            <numerusform>Step %1 needs a cluster launcher (mpirun or srun) and at least 4 nodes to halve; it has %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) cannot run as this connection&apos;s user.</source>
        <translation>
            <numerusform>%n step cannot run as this connection&apos;s user.</numerusform>
            <numerusform>%n steps cannot run as this connection&apos;s user.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) skipped: this connection&apos;s user cannot run them.</source>
        <translation>
            <numerusform>%n step skipped: this connection&apos;s user cannot run it.</numerusform>
            <numerusform>%n steps skipped: this connection&apos;s user cannot run them.</numerusform>
        </translation>
    </message>
</context>
</TS>
