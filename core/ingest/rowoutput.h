// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

namespace fw::core {

// How every parser adds a result row to the run it reads. With a ResultSink, the rows go on to it in chunks (a few
// thousand rows, or a MiB of samples), so an import holds a chunk of rows, not the log's; the last row always stays
// in `results`, where the parsers look back at it (the sweep's cycle, a repeated row). A MiB, not more: the sink
// stores a chunk on another thread while the parser reads on, and a 12 MB agent stream of 4,096 ranks (150 KB a
// row) handed on in 8 MiB chunks was read almost whole before the first row was stored.
class RowOutput
{
public:
#ifdef FW_FUZZ_SMALL_CHUNKS
    // The fuzz targets (tests/fuzz) hand rows on in chunks of two, so that small inputs take this path too.
    static constexpr qsizetype kChunkRows = 2;
#else
    static constexpr qsizetype kChunkRows = 4096;
#endif
    static constexpr qsizetype kChunkBytes = 1024 * 1024; // of samples; kChunkRows bounds the rest

    explicit RowOutput(ResultSink* sink) : m_sink(sink) {}

    void add(BenchmarkRun& run, SizeResult row)
    {
        append(run, std::move(row));
        handOn(run);
    }
    // Adds without handing on, for a parser that still changes the rows just added; it calls handOn() after.
    void append(BenchmarkRun& run, SizeResult row)
    {
        if (run.results.isEmpty())
            m_heldBytes = 0;
        m_heldBytes += row.sampleBytes();
        run.results << std::move(row);
    }
    void handOn(BenchmarkRun& run)
    {
        if (!m_sink || run.results.size() < 2 || (run.results.size() < kChunkRows && m_heldBytes < kChunkBytes))
            return;
        const qsizetype count = run.results.size() - 1;
        m_sink->take(run, count); // may move the rows out: only their plain fields are read below
        for (qsizetype i = 0; i < count; ++i)
            run.handedOn.add(run.results.at(i));
        run.results.remove(0, count);
        const SizeResult& last = run.results.constFirst();
        m_heldBytes = last.sampleBytes();
    }

private:
    ResultSink* m_sink;
    qsizetype m_heldBytes = 0;
};

} // namespace fw::core
