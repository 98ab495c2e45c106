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

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size));
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    try {
        const QList<fw::core::BenchmarkRun> runs = fw::core::Importer::read(buffer, QStringLiteral("fuzz"), g_format);
        for (const fw::core::BenchmarkRun& run : runs) {
            if (run.results.isEmpty())
                __builtin_trap(); // the importers promise at least one row per run
            (void)run.summarize();
        }
    } catch (const fw::core::ImportError&) {
        // A refusal with a message is the expected outcome for most inputs.
    }
    return 0;
}
