// SPDX-License-Identifier: Apache-2.0
// The libFuzzer targets of the importers: one executable per importer, all linked from this file, each named
// fuzz_<format> after a storage key of ImportFormat (fuzz_detect lets the content choose, as a dropped file
// does). Any exception other than ImportError, any sanitizer report and any crash is a finding; so is a difference
// between reading with every row held and reading with the rows handed on in chunks, as an import does.
#include "ingest/importer.h"
#include "ingest/importerror.h"

#include <QBuffer>
#include <QFileInfo>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {
std::optional<fw::core::ImportFormat> g_format;
}

extern "C" int LLVMFuzzerInitialize(int*, char*** argv)
{
    const QString name = QFileInfo(QString::fromLocal8Bit((*argv)[0])).fileName();
    const QString key = name.mid(name.indexOf(QLatin1Char('_')) + 1);
    g_format = fw::core::importFormatFromKey(key);
    if (!g_format && key != QLatin1String("detect")) {
        std::fprintf(stderr, "fuzz target name %s names no import format\n", qPrintable(name));
        std::abort();
    }
    return 0;
}

namespace {
// Keeps the rows an import hands on while it reads (every two rows in this build: FW_FUZZ_SMALL_CHUNKS), by run.
class CollectingSink final : public fw::core::ResultSink
{
public:
    QList<QList<fw::core::SizeResult>> rows; // by run id - 1

    void take(fw::core::BenchmarkRun& run, qsizetype count) override
    {
        if (run.id == 0) {
            rows.append(QList<fw::core::SizeResult>{});
            run.id = rows.size();
        }
        rows[run.id - 1] += run.results.mid(0, count);
    }
};

// Reads the input in one mode, holding every row, then again with the rows handed on in chunks, as an import
// does: both must give the same rows, or refuse alike. Returns whether it was refused for a result row, which
// salvage would skip.
bool readOnce(const QByteArray& bytes, fw::core::ImportMode mode)
{
    const auto read = [&](fw::core::ResultSink* sink) {
        QByteArray copy = bytes;
        QBuffer buffer(&copy);
        buffer.open(QIODevice::ReadOnly);
        return fw::core::Importer::read(buffer, QStringLiteral("fuzz"), g_format, mode, {}, sink);
    };
    QList<fw::core::BenchmarkRun> runs;
    try {
        runs = read(nullptr);
        for (const fw::core::BenchmarkRun& run : runs) {
            if (run.results.isEmpty() && !run.failure)
                __builtin_trap(); // the importers promise at least one row per run, but for a failed attempt
            if (run.failure &&
                (mode != fw::core::ImportMode::Salvage || run.correctness() == fw::core::Correctness::Passed))
                __builtin_trap(); // a failed run is kept only when salvaging, and never as "checked, passed"
            if (run.salvaged() &&
                (mode != fw::core::ImportMode::Salvage || run.correctness() == fw::core::Correctness::Passed))
                __builtin_trap(); // only salvage skips rows, and a salvaged run is never "checked, passed"
            (void)run.summarize();
        }
    } catch (const fw::core::ImportError& error) {
        // A refusal with a message is the expected outcome for most inputs; handing rows on must not change it.
        try {
            CollectingSink sink;
            (void)read(&sink);
        } catch (const fw::core::ImportError& chunked) {
            if (chunked.isRowError() != error.isRowError())
                __builtin_trap();
            return error.isRowError();
        }
        __builtin_trap(); // read in chunks, the same input was accepted
    }
    CollectingSink sink;
    const QList<fw::core::BenchmarkRun> chunked = read(&sink); // refused here but not above: a finding (it throws)
    // Every run's rows are those handed on plus those held. Where the parser reads the same rows alike (the same runs
    // with the same notes), they are the rows of the read that held them all. The notes differ where a parser says
    // that what it did depends on rows it no longer held (old all_gather figures kept as printed, a perftest table
    // seen twice but imported twice): chunks of a few thousand rows leave that to logs of that length.
    const auto rowsOf = [&](const fw::core::BenchmarkRun& run) {
        return (run.id > 0 ? sink.rows.value(run.id - 1) : QList<fw::core::SizeResult>{}) + run.results;
    };
    bool alike = chunked.size() == runs.size();
    for (qsizetype i = 0; i < chunked.size(); ++i) {
        if (rowsOf(chunked[i]).size() != chunked[i].rowCount())
            __builtin_trap(); // a row was lost or counted twice on its way to the sink
        alike = alike && chunked[i].notes == runs[i].notes;
    }
    for (qsizetype i = 0; alike && i < runs.size(); ++i)
        if (rowsOf(chunked[i]) != runs[i].results)
            __builtin_trap(); // handing rows on changed a row
    return false;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    // Strict first, as every import; a file refused for a row is read again the way the user may ask for.
    if (readOnce(bytes, fw::core::ImportMode::Strict))
        readOnce(bytes, fw::core::ImportMode::Salvage);
    return 0;
}
