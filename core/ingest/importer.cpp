#include "ingest/importer.h"

#include "base/protocol.h"
#include "ingest/agentjsonlparser.h"
#include "ingest/bytesource.h"
#include "ingest/csvparser.h"
#include "ingest/importerror.h"
#include "ingest/jsonreader.h"
#include "ingest/linereader.h"
#include "ingest/nccltestsjsonparser.h"
#include "ingest/ncclteststextparser.h"
#include "ingest/osutextparser.h"
#include "ingest/perftestjsonparser.h"
#include "ingest/perftesttextparser.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace fw::core {

namespace {

constexpr qint64 kDetectBytes = 64 * 1024;

QList<BenchmarkRun> parseAs(ImportFormat format, ByteSource& source, const QString& fileName)
{
    switch (format) {
    case ImportFormat::NcclTestsJson:
    case ImportFormat::PerftestJson: {
        JsonReader json(source);
        return format == ImportFormat::NcclTestsJson ? NcclTestsJsonParser::parse(json, fileName)
                                                     : PerftestJsonParser::parse(json, fileName);
    }
    case ImportFormat::AgentJsonLines: {
        LineReader lines(source, Importer::kMaxJsonLine);
        return AgentJsonlParser::parse(lines, fileName);
    }
    case ImportFormat::NcclTestsText:
    case ImportFormat::OsuText:
    case ImportFormat::PerftestText:
    case ImportFormat::Csv: {
        LineReader lines(source, Importer::kMaxTextLine);
        if (format == ImportFormat::NcclTestsText)
            return NcclTestsTextParser::parse(lines, fileName);
        if (format == ImportFormat::OsuText)
            return OsuTextParser::parse(lines, fileName);
        if (format == ImportFormat::PerftestText)
            return PerftestTextParser::parse(lines, fileName);
        return CsvParser::parse(lines, fileName);
    }
    }
    Q_UNREACHABLE();
    return {};
}

} // namespace

std::optional<ImportFormat> Importer::detect(const QByteArray& head)
{
    const QByteArray start = head.trimmed();
    if (start.startsWith('{')) {
        // The agent's JSON Lines: the first line alone is an object with the protocol's version and type keys.
        const QByteArray first = start.left(start.indexOf('\n'));
        const auto hasKey = [&](std::string_view key) {
            return first.contains('"' + QByteArray(key.data(), qsizetype(key.size())) + '"');
        };
        if (hasKey(base::protocol::field::kType) && hasKey(base::protocol::field::kVersion) &&
            first.trimmed().endsWith('}'))
            return ImportFormat::AgentJsonLines;
        if (start.contains("\"MsgSize\""))
            return ImportFormat::PerftestJson;
        return ImportFormat::NcclTestsJson;
    }
    static const QRegularExpression osu(QStringLiteral("^\\s*# OSU "), QRegularExpression::MultilineOption);
    static const QRegularExpression nccl(
        QStringLiteral("^\\s*#\\s*(nThread |nccl-tests version|Collective test starting|\\s*size\\s+count\\s+type)"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression perftest(QStringLiteral("^\\s*#bytes\\s+#iterations"),
                                             QRegularExpression::MultilineOption);
    static const QRegularExpression csv(QStringLiteral("^\\s*(\"?[a-z_0-9]+\"?\\s*,\\s*)*\"?bytes\"?\\s*(,|$)"),
                                        QRegularExpression::MultilineOption);
    const QString text = QString::fromUtf8(head);
    if (osu.match(text).hasMatch())
        return ImportFormat::OsuText;
    if (nccl.match(text).hasMatch())
        return ImportFormat::NcclTestsText;
    if (perftest.match(text).hasMatch())
        return ImportFormat::PerftestText;
    if (csv.match(text).hasMatch())
        return ImportFormat::Csv;
    return std::nullopt;
}

RunSource Importer::defaultSource(ImportFormat format)
{
    return format == ImportFormat::AgentJsonLines ? RunSource::OwnMeasurement : RunSource::VendorClaim;
}

QList<BenchmarkRun> Importer::read(QIODevice& device, const QString& fileName, std::optional<ImportFormat> format)
{
    if (!format) {
        format = detect(device.peek(kDetectBytes));
        if (!format) {
            throw ImportError(fileName, 0,
                              tr("not a benchmark log this version can read; expected nccl-tests text or JSON, OSU "
                                 "micro-benchmarks, perftest text or JSON, fabric-agent JSON Lines, or the CSV "
                                 "layout described in docs/import-formats.md"));
        }
    }
    ByteSource source(device, fileName, kMaxFileBytes);
    QList<BenchmarkRun> runs = parseAs(*format, source, fileName);
    const QString sha256 = source.finish();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (qsizetype i = 0; i < runs.size(); ++i) {
        BenchmarkRun& run = runs[i];
        run.source = defaultSource(*format);
        run.provenance.sha256 = sha256;
        run.provenance.fileName = fileName;
        run.provenance.fileSize = source.bytesRead();
        run.provenance.format = *format;
        run.provenance.parserVersion = QLatin1String(kParserVersion);
        run.provenance.importedAt = now;
        run.provenance.part = int(i);
    }
    return runs;
}

QList<BenchmarkRun> Importer::readFile(const QString& path)
{
    const QString fileName = QFileInfo(path).fileName();
    if (QFileInfo(path).isDir())
        throw ImportError(fileName, 0, tr("this is a folder; choose the log files inside it"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw ImportError(fileName, 0, tr("the file cannot be opened: %1").arg(file.errorString()));
    return read(file, fileName);
}

std::optional<BenchmarkRun> Importer::agentRun(const QByteArray& stream)
{
    QByteArray copy = stream;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    try {
        const QList<BenchmarkRun> runs =
            read(buffer, QStringLiteral("fabric-agent.jsonl"), ImportFormat::AgentJsonLines);
        if (!runs.isEmpty() && !runs.constFirst().results.isEmpty())
            return runs.constFirst();
    } catch (const ImportError&) {
        // A cut-off or aborted stream holds no complete run.
    }
    return std::nullopt;
}

} // namespace fw::core
