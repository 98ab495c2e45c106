// SPDX-License-Identifier: Apache-2.0
#include "storage/schema.h"

#include <QtGlobal>

namespace fw::core::schema {

namespace {

// Append only: a released step is never edited, because files in the field were made by it.
const QList<QStringList>& steps()
{
    static const QList<QStringList> all = {
        // 0 -> 1: candidates.
        {QStringLiteral("CREATE TABLE candidate ("
                        " id INTEGER PRIMARY KEY,"
                        " supplier TEXT NOT NULL,"
                        " offer_name TEXT NOT NULL,"
                        " fabric TEXT NOT NULL CHECK (fabric IN ('infiniband', 'roce_v2')),"
                        " delivery TEXT NOT NULL CHECK (delivery IN ('cloud_rental', 'colocation', 'on_premises')),"
                        " node_count INTEGER NOT NULL CHECK (node_count >= 1),"
                        " notes TEXT NOT NULL DEFAULT '')")},
        // 1 -> 2: project metadata, and example-data marking for the demo project.
        {QStringLiteral("CREATE TABLE project_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
         QStringLiteral("ALTER TABLE candidate ADD COLUMN is_example INTEGER NOT NULL DEFAULT 0"
                        " CHECK (is_example IN (0, 1))")},
        // 2 -> 3: BOM values, imported agent facts, frozen BOMs of runs, triage, questionnaire answers with
        // attachments, operating-model checklist (issue 5). Runs are referenced by id without a foreign key,
        // so a snapshot can name a run that another tool recorded.
        {QStringLiteral("CREATE TABLE bom_value ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " field_key TEXT NOT NULL,"
                        " value TEXT NOT NULL CHECK (value <> ''),"
                        " PRIMARY KEY (candidate_id, field_key)) WITHOUT ROWID"),
         QStringLiteral("CREATE TABLE measured_host ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " host TEXT NOT NULL,"
                        " source TEXT NOT NULL,"
                        " source_sha256 TEXT NOT NULL,"
                        " imported_at TEXT NOT NULL,"
                        " facts_json TEXT NOT NULL,"
                        " PRIMARY KEY (candidate_id, host))"),
         QStringLiteral("CREATE TABLE bom_snapshot ("
                        " run_id INTEGER PRIMARY KEY,"
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " run_label TEXT NOT NULL,"
                        " fingerprint TEXT NOT NULL,"
                        " fields_json TEXT NOT NULL,"
                        " recorded_at TEXT NOT NULL)"),
         QStringLiteral("CREATE TABLE triage_answer (key TEXT PRIMARY KEY, value TEXT NOT NULL CHECK (value <> ''))"),
         QStringLiteral("CREATE TABLE questionnaire_answer ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " question_key TEXT NOT NULL,"
                        " text TEXT NOT NULL DEFAULT '',"
                        " status TEXT NOT NULL CHECK (status IN ('unanswered', 'answered', 'evidence', 'red_flag')),"
                        " linked_run_id INTEGER,"
                        " PRIMARY KEY (candidate_id, question_key))"),
         QStringLiteral("CREATE TABLE questionnaire_attachment ("
                        " id INTEGER PRIMARY KEY,"
                        " candidate_id INTEGER NOT NULL,"
                        " question_key TEXT NOT NULL,"
                        " name TEXT NOT NULL,"
                        " url TEXT NOT NULL DEFAULT '',"
                        " content BLOB,"
                        " sha256 TEXT NOT NULL DEFAULT '',"
                        " FOREIGN KEY (candidate_id, question_key)"
                        "  REFERENCES questionnaire_answer(candidate_id, question_key) ON DELETE CASCADE)"),
         QStringLiteral("CREATE TABLE operating_model ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " item_key TEXT NOT NULL,"
                        " value TEXT NOT NULL CHECK (value <> ''),"
                        " PRIMARY KEY (candidate_id, item_key)) WITHOUT ROWID")},
        // 3 -> 4: cost model inputs per candidate, the decision matrix with the criteria of R6.1 to start
        // from, manual scores and the worksheet's per-candidate notes (issue 8). Settings live in project_meta.
        {QStringLiteral("CREATE TABLE cost_input ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " input_key TEXT NOT NULL,"
                        " source TEXT NOT NULL CHECK (source IN ('typed', 'quoted', 'derived')),"
                        " value REAL CHECK (value IS NULL OR value >= 0),"
                        " note TEXT NOT NULL DEFAULT '',"
                        " PRIMARY KEY (candidate_id, input_key)) WITHOUT ROWID"),
         QStringLiteral("CREATE TABLE decision_criterion ("
                        " id INTEGER PRIMARY KEY,"
                        " builtin TEXT NOT NULL DEFAULT '',"
                        " name TEXT NOT NULL DEFAULT '',"
                        " weight REAL NOT NULL CHECK (weight >= 0),"
                        " position INTEGER NOT NULL DEFAULT 0,"
                        " CHECK (builtin <> '' OR name <> ''))"),
         QStringLiteral("INSERT INTO decision_criterion (builtin, weight, position) VALUES"
                        " ('tail_latency', 1, 0), ('bus_bandwidth', 1, 1), ('fault_behaviour', 1, 2),"
                        " ('counters_health', 1, 3), ('operating_model_fit', 1, 4), ('cost_per_accepted_run', 1, 5),"
                        " ('procurement_flexibility', 1, 6), ('expansion_path', 1, 7), ('support_boundary', 1, 8),"
                        " ('questionnaire_completeness', 1, 9)"),
         QStringLiteral("CREATE TABLE decision_score ("
                        " criterion_id INTEGER NOT NULL REFERENCES decision_criterion(id) ON DELETE CASCADE,"
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " score REAL NOT NULL CHECK (score BETWEEN 0 AND 10),"
                        " uncertainty REAL NOT NULL CHECK (uncertainty >= 0),"
                        " note TEXT NOT NULL DEFAULT '',"
                        " before_benchmark INTEGER NOT NULL CHECK (before_benchmark IN (0, 1)),"
                        " PRIMARY KEY (criterion_id, candidate_id)) WITHOUT ROWID"),
         QStringLiteral("CREATE TABLE decision_candidate_note ("
                        " candidate_id INTEGER PRIMARY KEY REFERENCES candidate(id) ON DELETE CASCADE,"
                        " operations_owner TEXT NOT NULL DEFAULT '',"
                        " expansion_path TEXT NOT NULL DEFAULT '')")},
        // 4 -> 5: SSH connection profiles (never a secret) and dispatched agent runs with their raw streams and
        // provenance, kept complete, cancelled or interrupted.
        {QStringLiteral("CREATE TABLE connection_profile ("
                        " id INTEGER PRIMARY KEY,"
                        " candidate_id INTEGER REFERENCES candidate(id) ON DELETE CASCADE,"
                        " name TEXT NOT NULL,"
                        " launcher TEXT NOT NULL CHECK (launcher IN ('local', 'mpirun', 'srun')),"
                        " host TEXT NOT NULL DEFAULT '',"
                        " port INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),"
                        " user_name TEXT NOT NULL DEFAULT '',"
                        " identity TEXT NOT NULL CHECK (identity IN ('agent', 'key_file')),"
                        " key_file TEXT NOT NULL DEFAULT '',"
                        " jump_host TEXT NOT NULL DEFAULT '',"
                        " work_dir TEXT NOT NULL DEFAULT '',"
                        " nodes TEXT NOT NULL DEFAULT '[]',"
                        " node_count INTEGER NOT NULL DEFAULT 1 CHECK (node_count >= 1),"
                        " ranks_per_node INTEGER NOT NULL DEFAULT 1 CHECK (ranks_per_node >= 1),"
                        " launcher_args TEXT NOT NULL DEFAULT '[]',"
                        " local_agent TEXT NOT NULL DEFAULT '')"),
         QStringLiteral("CREATE TABLE dispatch_run ("
                        " id INTEGER PRIMARY KEY,"
                        " profile_id INTEGER REFERENCES connection_profile(id) ON DELETE SET NULL,"
                        " candidate_id INTEGER REFERENCES candidate(id) ON DELETE SET NULL,"
                        " status TEXT NOT NULL CHECK (status IN ('complete', 'failed', 'cancelled', 'interrupted',"
                        " 'host_key_unknown', 'host_key_refused')),"
                        " message TEXT NOT NULL DEFAULT '',"
                        " launcher TEXT NOT NULL,"
                        " destination TEXT NOT NULL DEFAULT '',"
                        " command TEXT NOT NULL DEFAULT '',"
                        " hosts TEXT NOT NULL DEFAULT '[]',"
                        " source_hash TEXT NOT NULL DEFAULT '',"
                        " build_cached INTEGER NOT NULL DEFAULT 0 CHECK (build_cached IN (0, 1)),"
                        " agent_version TEXT NOT NULL DEFAULT '',"
                        " versions TEXT NOT NULL DEFAULT '{}',"
                        " facts BLOB NOT NULL,"
                        " stream BLOB NOT NULL,"
                        " error_tail TEXT NOT NULL DEFAULT '',"
                        " exit_status INTEGER NOT NULL DEFAULT -1,"
                        " started_at TEXT NOT NULL,"
                        " finished_at TEXT NOT NULL)")},
        // 5 -> 6: benchmark runs, imported or measured (issue 6), with their rank placements and per-size rows.
        // A run outlives its candidate (SET NULL): evidence a supplier sent is not destroyed with an offer. The
        // summary columns (sizes, correctness) let the run list be read without touching the rows or their
        // sample BLOBs. One file gives one or more runs (part); (sha256, part) refuses a second import of it.
        // bom_fingerprint is filled by the BOM-drift check.
        {QStringLiteral("CREATE TABLE benchmark_run ("
                        " id INTEGER PRIMARY KEY,"
                        " candidate_id INTEGER REFERENCES candidate(id) ON DELETE SET NULL,"
                        " source TEXT NOT NULL CHECK (source IN ('vendor_claim', 'own_measurement')),"
                        " tool TEXT NOT NULL,"
                        " tool_version TEXT NOT NULL DEFAULT '',"
                        " test_name TEXT NOT NULL,"
                        " backend TEXT NOT NULL DEFAULT '',"
                        " ranks INTEGER CHECK (ranks IS NULL OR ranks >= 1),"
                        " nodes INTEGER CHECK (nodes IS NULL OR nodes >= 1),"
                        " parameters TEXT NOT NULL DEFAULT '{}',"
                        " started_at TEXT NOT NULL DEFAULT '',"
                        " notes TEXT NOT NULL DEFAULT '',"
                        " correctness TEXT NOT NULL CHECK (correctness IN ('passed', 'failed', 'unverified')),"
                        " out_of_bounds INTEGER CHECK (out_of_bounds IS NULL OR out_of_bounds >= 0),"
                        " avg_busbw_gbs REAL,"
                        " avg_busbw_passed INTEGER CHECK (avg_busbw_passed IN (0, 1)),"
                        " result_count INTEGER NOT NULL CHECK (result_count >= 1),"
                        " size_count INTEGER NOT NULL,"
                        " min_bytes INTEGER NOT NULL,"
                        " max_bytes INTEGER NOT NULL,"
                        " sha256 TEXT NOT NULL CHECK (length(sha256) = 64),"
                        " part INTEGER NOT NULL CHECK (part >= 0),"
                        " file_name TEXT NOT NULL,"
                        " file_size INTEGER NOT NULL CHECK (file_size >= 0),"
                        " format TEXT NOT NULL,"
                        " parser_version TEXT NOT NULL,"
                        " imported_at TEXT NOT NULL,"
                        " bom_fingerprint TEXT)"),
         QStringLiteral("CREATE UNIQUE INDEX benchmark_run_file ON benchmark_run (sha256, part)"),
         QStringLiteral("CREATE INDEX benchmark_run_candidate ON benchmark_run (candidate_id)"),
         QStringLiteral("CREATE TABLE benchmark_rank ("
                        " run_id INTEGER NOT NULL REFERENCES benchmark_run(id) ON DELETE CASCADE,"
                        " rank INTEGER NOT NULL CHECK (rank >= 0),"
                        " host TEXT NOT NULL,"
                        " device TEXT NOT NULL DEFAULT '',"
                        " gpu_name TEXT NOT NULL DEFAULT '',"
                        " PRIMARY KEY (run_id, rank)) WITHOUT ROWID"),
         QStringLiteral("CREATE TABLE benchmark_result ("
                        " run_id INTEGER NOT NULL REFERENCES benchmark_run(id) ON DELETE CASCADE,"
                        " ordinal INTEGER NOT NULL,"
                        " bytes INTEGER NOT NULL CHECK (bytes >= 0),"
                        " count INTEGER,"
                        " type TEXT NOT NULL DEFAULT '',"
                        " redop TEXT NOT NULL DEFAULT '',"
                        " root INTEGER,"
                        " in_place INTEGER NOT NULL CHECK (in_place IN (0, 1)),"
                        " cycle INTEGER NOT NULL DEFAULT 0,"
                        " iterations INTEGER NOT NULL DEFAULT 0,"
                        " time_avg_us REAL, time_min_us REAL, time_max_us REAL,"
                        " p50_us REAL, p95_us REAL, p99_us REAL, p999_us REAL, stdev_us REAL,"
                        " algbw_gbs REAL, busbw_gbs REAL,"
                        " cpu_time INTEGER NOT NULL DEFAULT 0 CHECK (cpu_time IN (0, 1)),"
                        " wrong INTEGER CHECK (wrong IS NULL OR wrong >= 0),"
                        " max_error REAL,"
                        " check_passed INTEGER CHECK (check_passed IN (0, 1)),"
                        " timestamp TEXT NOT NULL DEFAULT '',"
                        " iteration_samples BLOB,"
                        " rank_samples BLOB,"
                        " PRIMARY KEY (run_id, ordinal))")},
        // 6 -> 7: a dispatched run that parsed completely is also a benchmark run; this links the two, so the
        // run in the Benchmarks list leads back to its launch command, hosts and facts.
        {QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN benchmark_run_id INTEGER"
                        " REFERENCES benchmark_run(id) ON DELETE SET NULL")},
        // 7 -> 8: any agent subcommand is dispatched, not only bench; acceptance plans run many of them as one job.
        // A plan run keeps the plan as it ran (JSON), every agent command it ran as a dispatch_run (step, phase),
        // and per step what the app derived: fault times, recovery, failures recorded as results.
        {QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN subcommand TEXT NOT NULL DEFAULT 'bench'"
                        " CHECK (subcommand IN ('bench', 'storage', 'replay', 'counters', 'fault'))"),
         QStringLiteral("CREATE TABLE plan_run ("
                        " id INTEGER PRIMARY KEY,"
                        " candidate_id INTEGER REFERENCES candidate(id) ON DELETE SET NULL,"
                        " profile_id INTEGER REFERENCES connection_profile(id) ON DELETE SET NULL,"
                        " name TEXT NOT NULL,"
                        " plan TEXT NOT NULL,"
                        " destination TEXT NOT NULL DEFAULT '',"
                        " status TEXT NOT NULL CHECK (status IN ('running', 'complete', 'failed', 'cancelled',"
                        " 'interrupted')),"
                        " message TEXT NOT NULL DEFAULT '',"
                        " started_at TEXT NOT NULL,"
                        " finished_at TEXT NOT NULL DEFAULT '')"),
         QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN plan_run_id INTEGER REFERENCES plan_run(id)"
                        " ON DELETE CASCADE"),
         QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN plan_step INTEGER"),
         QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN plan_phase TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("CREATE INDEX dispatch_run_plan ON dispatch_run (plan_run_id, plan_step)"),
         QStringLiteral("CREATE TABLE plan_step_result ("
                        " plan_run_id INTEGER NOT NULL REFERENCES plan_run(id) ON DELETE CASCADE,"
                        " step INTEGER NOT NULL CHECK (step >= 0),"
                        " status TEXT NOT NULL CHECK (status IN ('complete', 'failed', 'cancelled', 'interrupted')),"
                        " message TEXT NOT NULL DEFAULT '',"
                        " details TEXT NOT NULL DEFAULT '{}',"
                        " PRIMARY KEY (plan_run_id, step)) WITHOUT ROWID")},
        // 8 -> 9: the agent's adaptive p99 confidence interval per size (issue 19), dropped on import before.
        // p99_ci_confidence is NULL for a row without an interval (not an adaptive run); the bounds are NULL while
        // too few samples existed for one.
        {QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN p99_ci_low_us REAL"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN p99_ci_high_us REAL"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN p99_ci_confidence REAL"
                        " CHECK (p99_ci_confidence IS NULL OR (p99_ci_confidence > 0 AND p99_ci_confidence < 1))"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN p99_ci_converged INTEGER"
                        " CHECK (p99_ci_converged IS NULL OR p99_ci_converged IN (0, 1))")},
        // 9 -> 10: a typed score can override an automatic one from evidence, with its reason in `note` (issue 19);
        // before, evidence always won and a typed score counted only where no evidence was stored.
        {QStringLiteral("ALTER TABLE decision_score ADD COLUMN override INTEGER NOT NULL DEFAULT 0"
                        " CHECK (override IN (0, 1) AND (override = 0 OR trim(note) <> ''))")},
        // 10 -> 11: runs are managed like any other record (issue 18): a label people give a run, apart from the notes
        // (which start as what the importer had to interpret), so a run can be told apart in lists and on the
        // command line. Empty for every run stored before.
        {QStringLiteral("ALTER TABLE benchmark_run ADD COLUMN label TEXT NOT NULL DEFAULT ''")},
        // 11 -> 12: a dispatch streams into the project as it runs (issue 18). Its row is written when the agent
        // starts, reading 'interrupted' until it ends; the lines that arrive are appended here, one row per
        // committed batch, so a crash keeps them without rewriting the stream so far. The end of the run moves the
        // whole stream into dispatch_run.stream and deletes its chunks; chunks that remain belong to a dispatch that
        // never ended, and are read after its stream in id order.
        {QStringLiteral("CREATE TABLE dispatch_stream_chunk ("
                        " id INTEGER PRIMARY KEY,"
                        " dispatch_run_id INTEGER NOT NULL REFERENCES dispatch_run(id) ON DELETE CASCADE,"
                        " data BLOB NOT NULL)"),
         QStringLiteral("CREATE INDEX dispatch_stream_chunk_run ON dispatch_stream_chunk (dispatch_run_id, id)")},
        // 12 -> 13: the official-source checklist of each candidate (R6.4, issue 19): per vendor or provider document,
        // whether the offer matches it and where the buyer read it (address, version, date).
        {QStringLiteral("CREATE TABLE official_source_check ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " item_key TEXT NOT NULL,"
                        " status TEXT NOT NULL DEFAULT '',"
                        " reference TEXT NOT NULL DEFAULT '',"
                        " CHECK (status <> '' OR reference <> ''),"
                        " PRIMARY KEY (candidate_id, item_key)) WITHOUT ROWID")},
        // 13 -> 14: an answer's numeric claim is checked against one or more runs (issue 19). The one nullable
        // linked_run_id gives way to a table of links, which go with the run when it is deleted (and come back with
        // it); a link stored before to a run that no longer exists is dropped.
        {QStringLiteral(
             "CREATE TABLE questionnaire_answer_run ("
             " candidate_id INTEGER NOT NULL,"
             " question_key TEXT NOT NULL,"
             " run_id INTEGER NOT NULL REFERENCES benchmark_run(id) ON DELETE CASCADE,"
             " PRIMARY KEY (candidate_id, question_key, run_id),"
             " FOREIGN KEY (candidate_id, question_key)"
             "  REFERENCES questionnaire_answer(candidate_id, question_key) ON DELETE CASCADE) WITHOUT ROWID"),
         QStringLiteral("CREATE INDEX questionnaire_answer_run_run ON questionnaire_answer_run (run_id)"),
         QStringLiteral("INSERT INTO questionnaire_answer_run (candidate_id, question_key, run_id)"
                        " SELECT a.candidate_id, a.question_key, a.linked_run_id FROM questionnaire_answer a"
                        " JOIN benchmark_run r ON r.id = a.linked_run_id"),
         QStringLiteral("ALTER TABLE questionnaire_answer DROP COLUMN linked_run_id")},
        // 14 -> 15: an answer's recovery-time claim is checked against steps of stored plan runs (a fault step's
        // recovery after the revert, a storage step's restore after a killed rank); the links go with the plan run.
        {QStringLiteral(
             "CREATE TABLE questionnaire_answer_plan_step ("
             " candidate_id INTEGER NOT NULL,"
             " question_key TEXT NOT NULL,"
             " plan_run_id INTEGER NOT NULL REFERENCES plan_run(id) ON DELETE CASCADE,"
             " step INTEGER NOT NULL CHECK (step >= 0),"
             " PRIMARY KEY (candidate_id, question_key, plan_run_id, step),"
             " FOREIGN KEY (candidate_id, question_key)"
             "  REFERENCES questionnaire_answer(candidate_id, question_key) ON DELETE CASCADE) WITHOUT ROWID"),
         QStringLiteral("CREATE INDEX questionnaire_answer_plan_step_run ON questionnaire_answer_plan_step "
                        "(plan_run_id)")},
        // 15 -> 16 (issue 23): a dispatch through srun keeps the Slurm job it ran in, so the run can be found in the
        // cluster's own accounting (NULL for every other launcher and every dispatch stored before); a connection has
        // an SSH keepalive interval, 10 s for the connections stored before.
        {QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN slurm_job_id INTEGER"),
         QStringLiteral("ALTER TABLE connection_profile ADD COLUMN keepalive_seconds INTEGER NOT NULL DEFAULT 10"
                        " CHECK (keepalive_seconds BETWEEN 1 AND 3600)")},
        // 16 -> 17 (issue 21): a run imported with "salvage" lists the rows
        // it skipped, as a JSON array of {"line", "reason"}; empty for every other run.
        {QStringLiteral("ALTER TABLE benchmark_run ADD COLUMN skipped_rows TEXT NOT NULL DEFAULT ''")},
        // 17 -> 18 (issue 24): the price lines a supplier quoted on the workbook's price sheet, per candidate and
        // sheet line, and the project's exchange rates into its currency, each dated. Price lines feed the cost
        // components whose source is "quoted".
        {QStringLiteral("CREATE TABLE price_line ("
                        " candidate_id INTEGER NOT NULL REFERENCES candidate(id) ON DELETE CASCADE,"
                        " line INTEGER NOT NULL CHECK (line >= 1),"
                        " component TEXT NOT NULL,"
                        " item TEXT NOT NULL DEFAULT '',"
                        " unit_price REAL NOT NULL CHECK (unit_price >= 0),"
                        " quantity REAL NOT NULL CHECK (quantity >= 0),"
                        " currency TEXT NOT NULL CHECK (currency <> ''),"
                        " billing_unit TEXT NOT NULL CHECK (billing_unit IN ('gpu_hour', 'node_month', 'one_off')),"
                        " term_months INTEGER CHECK (term_months IS NULL OR term_months >= 1),"
                        " valid_until TEXT NOT NULL DEFAULT '',"
                        " lead_time_weeks REAL CHECK (lead_time_weeks IS NULL OR lead_time_weeks >= 0),"
                        " PRIMARY KEY (candidate_id, line)) WITHOUT ROWID"),
         QStringLiteral("CREATE TABLE exchange_rate ("
                        " currency TEXT PRIMARY KEY CHECK (currency <> ''),"
                        " in_base REAL NOT NULL CHECK (in_base > 0),"
                        " as_of TEXT NOT NULL) WITHOUT ROWID")},
        // 18 -> 19 (issue 22): agent protocol 2 sends per-rank summaries instead of every rank's raw samples: each
        // rank's quantiles (float32, rank-major), the ranks' sketches, and the raw samples of a few chosen ranks
        // (SizeResult). Rows of older streams keep rank_samples and leave these NULL.
        {QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN rank_quantiles BLOB"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN rank_sketches BLOB"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN raw_ranks BLOB"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN raw_rank_samples BLOB")},
        // 19 -> 20 (issue 41): a run whose log says it failed, kept on request as a failed attempt, holds why: a JSON
        // object {"error", "node", "line", "bytes", "during"}; empty for every other run.
        // A failed attempt may have failed before its first size, so result_count may be 0: SQLite changes a CHECK
        // constraint only by editing the stored schema (every stored run has 1 or more, so none violates the new one).
        {QStringLiteral("ALTER TABLE benchmark_run ADD COLUMN failure TEXT NOT NULL DEFAULT ''"),
         QStringLiteral("PRAGMA writable_schema = ON"),
         QStringLiteral("UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (result_count >= 1)', "
                        "'CHECK (result_count >= 0)') WHERE type = 'table' AND name = 'benchmark_run'"),
         QStringLiteral("PRAGMA writable_schema = RESET")},
        // 20 -> 21 (issue 36): the buyer's own workload, one row per project: model shape, batch, precision,
        // parallelism and the cluster it is laid out on. The limits here are each field's own; what the fields must
        // agree on (heads by tensor parallelism, the GPUs) is checked where it is edited, so a page can store a
        // description on its way from one layout to another.
        {QStringLiteral("CREATE TABLE workload ("
                        " id INTEGER PRIMARY KEY CHECK (id = 1),"
                        " kind TEXT NOT NULL CHECK (kind IN ('pre_training', 'fine_tuning', 'inference', 'mixed')),"
                        " precision TEXT NOT NULL CHECK (precision IN ('bf16', 'fp16', 'fp8', 'fp32')),"
                        " parameters INTEGER NOT NULL CHECK (parameters >= 0),"
                        " layers INTEGER NOT NULL CHECK (layers >= 0),"
                        " hidden_size INTEGER NOT NULL CHECK (hidden_size >= 0),"
                        " attention_heads INTEGER NOT NULL CHECK (attention_heads >= 0),"
                        " sequence_length INTEGER NOT NULL CHECK (sequence_length >= 0),"
                        " vocabulary INTEGER NOT NULL CHECK (vocabulary >= 0),"
                        " global_batch INTEGER NOT NULL CHECK (global_batch >= 0),"
                        " micro_batch INTEGER NOT NULL CHECK (micro_batch >= 0),"
                        " tensor_parallel INTEGER NOT NULL CHECK (tensor_parallel >= 0),"
                        " pipeline_parallel INTEGER NOT NULL CHECK (pipeline_parallel >= 0),"
                        " data_parallel INTEGER NOT NULL CHECK (data_parallel >= 0),"
                        " expert_parallel INTEGER NOT NULL CHECK (expert_parallel >= 0),"
                        " zero_stage INTEGER NOT NULL CHECK (zero_stage BETWEEN 0 AND 3),"
                        " gradient_bucket_bytes INTEGER NOT NULL CHECK (gradient_bucket_bytes >= 0),"
                        " checkpoint_interval INTEGER NOT NULL CHECK (checkpoint_interval >= 0),"
                        " checkpoint_bytes INTEGER NOT NULL CHECK (checkpoint_bytes >= 0),"
                        " nodes INTEGER NOT NULL CHECK (nodes >= 0),"
                        " gpus_per_node INTEGER NOT NULL CHECK (gpus_per_node >= 0))")},
        // 21 -> 22 (issue 43): where an own run was measured. A dispatch keeps whether it ran on this computer (the
        // local launcher) or on the candidate's cluster; the dispatches stored before are judged by their launcher. A
        // connection keeps the user's statement that this computer is a node of the candidate's cluster, and whether
        // Run the Agent asks before it starts a measurement through it.
        {QStringLiteral("ALTER TABLE dispatch_run ADD COLUMN measured_on TEXT NOT NULL DEFAULT 'cluster'"
                        " CHECK (measured_on IN ('cluster', 'this_computer'))"),
         QStringLiteral("UPDATE dispatch_run SET measured_on = 'this_computer' WHERE launcher = 'local'"),
         QStringLiteral("CREATE INDEX dispatch_run_benchmark_run ON dispatch_run (benchmark_run_id)"),
         QStringLiteral("ALTER TABLE connection_profile ADD COLUMN cluster_node INTEGER NOT NULL DEFAULT 0"
                        " CHECK (cluster_node IN (0, 1))"),
         QStringLiteral("ALTER TABLE connection_profile ADD COLUMN ask_before_run INTEGER NOT NULL DEFAULT 1"
                        " CHECK (ask_before_run IN (0, 1))")},
        // 22 -> 23 (issue 38): a plan step the connection's user cannot run is stored as skipped, with why and what
        // would make it run, never as a failed measurement. Only the CHECK widens, so every stored row stays valid.
        {QStringLiteral("PRAGMA writable_schema = ON"),
         QStringLiteral("UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (status IN (''complete'', ''failed'', "
                        "''cancelled'', ''interrupted''))', 'CHECK (status IN (''complete'', ''failed'', "
                        "''cancelled'', ''interrupted'', ''skipped''))') WHERE type = 'table' AND name = "
                        "'plan_step_result'"),
         QStringLiteral("PRAGMA writable_schema = RESET")},
        // 23 -> 24 (issue 34): node detail of agent protocol 2, a run of more than 8,192 ranks: each node's exact p50,
        // p99 and maximum (float32, node-major) and each rank's p50 and p99 as one sketch-grid bucket byte (all p50
        // bytes, then all p99 bytes), instead of rank_quantiles and rank_sketches.
        {QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN node_quantiles BLOB"),
         QStringLiteral("ALTER TABLE benchmark_result ADD COLUMN rank_buckets BLOB")},
        // 24 -> 25 (issue 36): the criterion scored from the replay of the buyer's own workload. Weight 0, so that no
        // stored decision changes by opening the file; the buyer gives it a weight (docs/cost-and-decision.md).
        {QStringLiteral("INSERT INTO decision_criterion (builtin, weight, position)"
                        " SELECT 'workload_replay', 0, COALESCE(MAX(position), -1) + 1 FROM decision_criterion")},
    };
    return all;
}

} // namespace

int currentVersion()
{
    return int(steps().size());
}

QStringList migrationStep(int from)
{
    Q_ASSERT(from >= 0 && from < currentVersion());
    return steps().at(from);
}

} // namespace fw::core::schema
