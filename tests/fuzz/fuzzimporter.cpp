// The libFuzzer targets of the importers: one executable per importer, all linked from this file, each named
// fuzz_<format> after a storage key of ImportFormat (fuzz_detect lets the content choose, as a dropped file
// does). Any exception other than ImportError, any sanitizer report and any crash is a finding.
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
// Reads the input in one mode; whether it was refused for a result row, which salvage would skip.
bool readOnce(const QByteArray& bytes, fw::core::ImportMode mode)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    try {
        const QList<fw::core::BenchmarkRun> runs =
            fw::core::Importer::read(buffer, QStringLiteral("fuzz"), g_format, mode);
        for (const fw::core::BenchmarkRun& run : runs) {
            if (run.results.isEmpty())
                __builtin_trap(); // the importers promise at least one row per run
            if (run.salvaged() &&
                (mode != fw::core::ImportMode::Salvage || run.correctness() == fw::core::Correctness::Passed))
                __builtin_trap(); // only salvage skips rows, and a salvaged run is never "checked, passed"
            (void)run.summarize();
        }
    } catch (const fw::core::ImportError& error) {
        // A refusal with a message is the expected outcome for most inputs.
        return error.isRowError();
    }
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
