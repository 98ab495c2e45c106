// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <optional>
#include <stop_token>

class QIODevice;

namespace fw::core {

// Strict: a result row that does not parse refuses the whole file (the default). Salvage: such rows are skipped,
// listed on their run, and the run is never "checked, passed" (text formats; JSON has no rows to salvage).
enum class ImportMode
{
    Strict,
    Salvage
};

// Turns one benchmark log into runs: detects the format, parses it and records the provenance. Nothing is
// stored here; the caller hands the runs to BenchmarkRunRepository, which stores all of them or none.
class Importer
{
    Q_DECLARE_TR_FUNCTIONS(Importer)

public:
    // Bumped whenever a parser's reading of a format changes, so old imports can be told apart.
    static constexpr const char* kParserVersion = "1";
    // Limits that keep a hostile or mistaken file from exhausting memory.
    static constexpr qint64 kMaxFileBytes = qint64(4) << 30;
    static constexpr qsizetype kMaxTextLine = 64 * 1024;
    static constexpr qsizetype kMaxJsonLine = 256 * 1024 * 1024;

    // Reads `device` to its end. `fileName` names the input in messages and provenance. Without `format` the
    // content decides; throws ImportError when it matches no format or does not parse.
    // A stop requested through `stop` (the user cancelled) ends the read with an ImportError at the next chunk.
    // With a `sink`, result rows are handed to it in chunks while the file is read (RowOutput), and each run's
    // `results` keeps only the rows after them: memory stays bounded by a chunk, not by the log.
    static QList<BenchmarkRun> read(QIODevice& device, const QString& fileName,
                                    std::optional<ImportFormat> format = std::nullopt,
                                    ImportMode mode = ImportMode::Strict, std::stop_token stop = {},
                                    ResultSink* sink = nullptr);
    static QList<BenchmarkRun> readFile(const QString& path, ImportMode mode = ImportMode::Strict,
                                        std::stop_token stop = {}, ResultSink* sink = nullptr);
    // The run of a stored `fabric-agent bench` stream, as the importer reads it; none when the stream holds no
    // complete run (cut off, aborted) or no results.
    static std::optional<BenchmarkRun> agentRun(const QByteArray& stream);

    // The format the first bytes of a file look like, or nullopt.
    static std::optional<ImportFormat> detect(const QByteArray& head);
    // The source a format implies unless the user says otherwise: the agent's stream is our own measurement.
    static RunSource defaultSource(ImportFormat format);
};

} // namespace fw::core
