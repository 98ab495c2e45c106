// SPDX-License-Identifier: Apache-2.0
#include "ingest/importer.h"

#include "base/protocol.h"
#include "domain/runfailuretext.h"
#include "ingest/agentjsonlparser.h"
#include "ingest/bytesource.h"
#include "ingest/csvparser.h"
#include "ingest/importerror.h"
#include "ingest/jsonreader.h"
#include "ingest/linereader.h"
#include "ingest/ncclinspectorparser.h"
#include "ingest/nccltestsjsonparser.h"
#include "ingest/ncclteststextparser.h"
#include "ingest/osutextparser.h"
#include "ingest/perftestjsonparser.h"
#include "ingest/perftesttextparser.h"
#include "ingest/textnormaliser.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fw::core {

namespace {

constexpr qint64 kDetectBytes = 64 * 1024;

bool isText(ImportFormat format)
{
    return format == ImportFormat::NcclTestsText || format == ImportFormat::OsuText ||
           format == ImportFormat::PerftestText || format == ImportFormat::Csv;
}

QList<BenchmarkRun> parseAs(ImportFormat format, ByteSource& source, const QString& fileName,
                            TextNormaliser& normaliser, ImportMode mode, ResultSink* sink)
{
    const bool salvage = mode == ImportMode::Salvage;
    switch (format) {
    case ImportFormat::NcclTestsJson:
    case ImportFormat::PerftestJson:
    case ImportFormat::NcclInspectorJson: {
        JsonReader json(source);
        if (format == ImportFormat::NcclInspectorJson)
            return NcclInspectorParser::parse(json, fileName, sink);
        return format == ImportFormat::NcclTestsJson ? NcclTestsJsonParser::parse(json, fileName, sink)
                                                     : PerftestJsonParser::parse(json, fileName, sink);
    }
    case ImportFormat::AgentJsonLines: {
        LineReader lines(source, Importer::kMaxJsonLine);
        return AgentJsonlParser::parse(lines, fileName, sink);
    }
    case ImportFormat::NcclTestsText:
    case ImportFormat::OsuText:
    case ImportFormat::PerftestText:
    case ImportFormat::Csv: {
        LineReader lines(source, Importer::kMaxTextLine, format == ImportFormat::Csv ? ',' : '\0');
        lines.setNormaliser(&normaliser);
        if (format == ImportFormat::NcclTestsText)
            return NcclTestsTextParser::parse(lines, fileName, salvage, sink);
        if (format == ImportFormat::OsuText)
            return OsuTextParser::parse(lines, fileName, salvage, sink);
        if (format == ImportFormat::PerftestText)
            return PerftestTextParser::parse(lines, fileName, salvage, sink);
        return CsvParser::parse(lines, fileName, salvage, sink);
    }
    }
    Q_UNREACHABLE();
    return {};
}

// A file that is text in another encoding than UTF-8 says so in its first bytes; none of the formats could read it.
void refuseOtherEncoding(const QByteArray& head, const QString& fileName)
{
    const char* encoding = nullptr;
    if (head.startsWith(QByteArray("\xFF\xFE\0\0", 4)) || head.startsWith(QByteArray("\0\0\xFE\xFF", 4)))
        encoding = "UTF-32";
    else if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF"))
        encoding = "UTF-16";
    if (encoding) {
        throw ImportError(fileName, 0,
                          Importer::tr("%1 text (the file starts with a %1 byte-order mark); save it as UTF-8 and "
                                       "import it again")
                              .arg(QLatin1String(encoding)));
    }
}

// Says what is wrong with a file that matches no format, where its first bytes tell more than "not a log".
[[noreturn]] void refuseUnknown(QIODevice& device, const QString& fileName, const QByteArray& head)
{
    // A file a user may pick by mistake, known by its first bytes: say what it is rather than why it is no text.
    struct Kind
    {
        const char* magic;
        const char* what;
    };
    static constexpr Kind kKinds[] = {
        {"\x89PNG\r\n\x1A\n", QT_TRANSLATE_NOOP("Importer", "a PNG image")},
        {"\xFF\xD8\xFF", QT_TRANSLATE_NOOP("Importer", "a JPEG image")},
        {"GIF8", QT_TRANSLATE_NOOP("Importer", "a GIF image")},
        {"%PDF-", QT_TRANSLATE_NOOP("Importer", "a PDF document")},
        {"PK\x03\x04", QT_TRANSLATE_NOOP("Importer", "a ZIP archive (or a spreadsheet or office document)")},
        {"\x1F\x8B", QT_TRANSLATE_NOOP("Importer", "a gzip-compressed file (unpack it and import the log inside)")},
        {"SQLite format 3",
         QT_TRANSLATE_NOOP("Importer", "an SQLite database (a project file is opened, not imported)")},
    };
    for (const Kind& kind : kKinds) {
        if (head.startsWith(kind.magic)) {
            throw ImportError(fileName, 0,
                              Importer::tr("this is %1, not a benchmark log")
                                  .arg(QCoreApplication::translate("Importer", kind.what)));
        }
    }
    if (const qsizetype nul = head.indexOf('\0'); nul >= 0) {
        throw ImportError(fileName, 0,
                          Importer::tr("the file holds a NUL byte at offset %1: it is binary, or UTF-16 or UTF-32 "
                                       "text without a byte-order mark; expected UTF-8 text")
                              .arg(nul));
    }
    if (head.size() >= kDetectBytes) {
        // A line running past the first 64 KiB may be what kept the format from being recognised (a CSV header of
        // a million columns): read up to that line, which measures it if it is too long, so the message says what
        // it is. Memory stays bounded, and no more than that line is read.
        ByteSource source(device, fileName, Importer::kMaxFileBytes);
        LineReader lines(source, Importer::kMaxTextLine, head.contains(',') ? ',' : '\0');
        std::string_view line;
        for (qsizetype i = head.count('\n'); i >= 0 && lines.next(line); --i) {
        }
    }
    throw ImportError(fileName, 0,
                      Importer::tr("not a benchmark log this version can read; expected nccl-tests text or JSON, NCCL "
                                   "Inspector JSON, OSU micro-benchmarks, perftest text or JSON, fabric-agent JSON "
                                   "Lines, or the CSV layout described in docs/import-formats.md"));
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
        // A first line longer than the head (a start event naming the hosts of tens of thousands of ranks): the agent
        // writes "v" and "type" first, which no other JSON format does.
        static const QRegularExpression agentStart(QStringLiteral("^\\{\\s*\"v\"\\s*:\\s*\\d+\\s*,\\s*\"type\"\\s*:"));
        if (!start.contains('\n') && agentStart.match(QString::fromLatin1(start.left(64))).hasMatch())
            return ImportFormat::AgentJsonLines;
        // The NCCL Inspector's records: {"header": ..., "metadata": ..., "coll_perf" or "p2p_perf": ...}.
        if (start.contains("\"coll_perf\"") || start.contains("\"p2p_perf\"") ||
            start.contains("\"inspector_output_format_version\""))
            return ImportFormat::NcclInspectorJson;
        if (start.contains("\"MsgSize\""))
            return ImportFormat::PerftestJson;
        return ImportFormat::NcclTestsJson;
    }
    // Headers may have lost their "#" (a web page or Markdown made a heading of them).
    // Older OSU releases print the title without a version ("OSU MPI All-to-All Personalized Exchange Latency Test").
    static const QRegularExpression osu(QStringLiteral("^\\s*(# OSU |#?\\s*OSU \\S.* Test( v\\d|\\s*$))"),
                                        QRegularExpression::MultilineOption);
    // Older rccl-tests print "# nThreads: 1 nGpus: 4 ..."; a run that failed before its table may leave only the tool's
    // failure report ("host: Test NCCL failure common.cu:1285 '...'").
    static const QRegularExpression nccl(
        QStringLiteral("^\\s*(#\\s*)?(nThread |nThreads: |nccl-tests version|Collective test starting|"
                       "size\\s+count\\s+type)|^\\S*:? ?Test (CUDA|NCCL|HIP) failure \\S+:\\d+"),
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

QList<BenchmarkRun> Importer::read(QIODevice& device, const QString& fileName, std::optional<ImportFormat> format,
                                   ImportMode mode, std::stop_token stop, ResultSink* sink)
{
    const QByteArray head = device.peek(kDetectBytes);
    refuseOtherEncoding(head, fileName);
    // Text is normalised before its format is detected: launcher prefixes and a byte-order mark go first.
    TextNormaliser normaliser(head);
    if (!format) {
        format = detect(normaliser.normalisedHead(head));
        if (!format)
            refuseUnknown(device, fileName, head);
    }
    ByteSource source(device, fileName, kMaxFileBytes, std::move(stop));
    QList<BenchmarkRun> runs = parseAs(*format, source, fileName, normaliser, mode, sink);
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
        if (isText(*format))
            normaliser.annotate(run);
        if (run.failure) {
            // The supplier's run crashed: a finding, not a damaged file. Kept only on request, as a failed attempt.
            if (mode != ImportMode::Salvage) {
                ImportError error(fileName, run.failure->line, RunFailureText::refusal(run));
                error.setRunFailed();
                throw error;
            }
            run.notes = RunFailureText::note(run) + (run.notes.isEmpty() ? QString() : QLatin1Char('\n') + run.notes);
        }
        if (run.salvaged()) {
            QStringList notes{run.notes,
                              tr("Salvaged import: %n result row(s) that could not be read were skipped, so the run "
                                 "never counts as checked, passed:",
                                 nullptr, int(run.skippedRows.size()))};
            for (const SkippedRow& row : std::as_const(run.skippedRows))
                notes << tr("line %1: %2").arg(row.line).arg(row.reason);
            notes.removeAll(QString());
            run.notes = notes.join(QLatin1Char('\n'));
        }
    }
    return runs;
}

QList<BenchmarkRun> Importer::readFile(const QString& path, ImportMode mode, std::stop_token stop, ResultSink* sink)
{
    // Every import (command line, dialog, drag and drop) comes through here. Only a regular file is read: a FIFO
    // without a writer would block the import for ever, and opening a device can have side effects, so the kind
    // of file is checked before it is opened, and again on the open file in case it was swapped in between.
    const QString fileName = QFileInfo(path).fileName();
    const QByteArray native = QFile::encodeName(path);
    const auto refuseKind = [&](mode_t kind) {
        if (S_ISDIR(kind))
            throw ImportError(fileName, 0, tr("this is a folder; choose the log files inside it"));
        if (S_ISFIFO(kind)) {
            throw ImportError(fileName, 0,
                              tr("this is a named pipe (FIFO), not a file; save the log to a file and import that"));
        }
        if (S_ISSOCK(kind))
            throw ImportError(fileName, 0, tr("this is a socket, not a file; save the log to a file and import that"));
        if (S_ISCHR(kind) || S_ISBLK(kind)) {
            // Named by its whole path: a device's own name ("zero", "sda") says nothing on its own.
            throw ImportError(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), 0,
                              tr("this is a device, not a file; save the log to a file and import that"));
        }
        if (!S_ISREG(kind))
            throw ImportError(fileName, 0, tr("this is not a regular file; save the log to a file and import that"));
    };
    struct stat status = {};
    if (::stat(native.constData(), &status) == 0)
        refuseKind(status.st_mode);
    const int fd = ::open(native.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        throw ImportError(fileName, 0,
                          tr("the file cannot be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        throw ImportError(fileName, 0, tr("the file cannot be opened: %1").arg(file.errorString()));
    }
    if (::fstat(fd, &status) != 0) {
        throw ImportError(fileName, 0,
                          tr("the file cannot be opened: %1").arg(QString::fromLocal8Bit(std::strerror(errno))));
    }
    refuseKind(status.st_mode);
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK); // a regular file never blocks; clear it all the same
    return read(file, fileName, std::nullopt, mode, std::move(stop), sink);
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
