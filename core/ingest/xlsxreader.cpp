// SPDX-License-Identifier: Apache-2.0
#include "ingest/xlsxreader.h"

#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QXmlStreamReader>
#include <algorithm>
#include <unzip.h>

namespace fw::core {

QString CellRef::name() const
{
    QString letters;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return letters + QString::number(row + 1);
}

std::optional<CellRef> CellRef::parse(const QString& a1)
{
    int column = 0;
    qsizetype i = 0;
    for (; i < a1.size() && a1.at(i) >= u'A' && a1.at(i) <= u'Z' && i < 3; ++i)
        column = column * 26 + (a1.at(i).unicode() - u'A' + 1);
    bool ok = false;
    const int row = a1.mid(i).toInt(&ok);
    if (i == 0 || !ok || row < 1 || row > 1048576)
        return std::nullopt;
    return CellRef{row - 1, column - 1};
}

const XlsxCell* XlsxSheet::cell(int row, int column) const
{
    const auto it = cells.constFind(CellRef{row, column});
    return it == cells.constEnd() ? nullptr : &*it;
}

const XlsxSheet* XlsxReader::Result::sheet(const QString& name) const
{
    for (const XlsxSheet& sheet : sheets) {
        if (sheet.name == name)
            return &sheet;
    }
    return nullptr;
}

namespace {

constexpr auto kRelationshipsNs = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

struct Failure
{
    QString reason;
};

// The archive through zlib's minizip (not QuaZip: QuaZip carries its own copy of minizip's functions under the same
// names, and in one process with libxlsxwriter, which links the system's minizip, one copy replaces the other).
class Archive
{
public:
    explicit Archive(const QString& path) : m_zip(unzOpen64(QFile::encodeName(path).constData())) {}
    ~Archive()
    {
        if (m_zip)
            unzClose(m_zip);
    }
    Archive(const Archive&) = delete;
    Archive& operator=(const Archive&) = delete;

    // Checks every part's declared size before anything is inflated.
    QString open()
    {
        if (!m_zip)
            return XlsxReader::tr("it is not an XLSX workbook (not a ZIP archive)");
        unz_global_info64 global{};
        if (unzGetGlobalInfo64(m_zip, &global) != UNZ_OK || global.number_entry > kMaxParts)
            return XlsxReader::tr("it is not an XLSX workbook (not a ZIP archive)");
        qint64 total = 0;
        for (int status = unzGoToFirstFile(m_zip); status != UNZ_END_OF_LIST_OF_FILE; status = unzGoToNextFile(m_zip)) {
            unz_file_info64 info{};
            char name[1024];
            if (status != UNZ_OK ||
                unzGetCurrentFileInfo64(m_zip, &info, name, sizeof name, nullptr, 0, nullptr, 0) != UNZ_OK)
                return XlsxReader::tr("it is not an XLSX workbook (its ZIP directory is damaged)");
            const QString part = QString::fromUtf8(name);
            // 0xFFFFFFFF is ZIP64's placeholder: the real size (4 GiB or more) is in an extra field minizip may not
            // read; it is no size to print.
            if (info.uncompressed_size >= 0xFFFFFFFFULL) {
                return XlsxReader::tr("its part %1 would inflate to 4 GiB or more, more than the limit of %2 bytes")
                    .arg(part)
                    .arg(XlsxReader::kMaxPartBytes);
            }
            if (info.uncompressed_size > quint64(XlsxReader::kMaxPartBytes))
                return XlsxReader::tr("its part %1 would inflate to %2 bytes, more than the limit of %3")
                    .arg(part)
                    .arg(info.uncompressed_size)
                    .arg(XlsxReader::kMaxPartBytes);
            total += qint64(info.uncompressed_size);
            m_names.insert(part);
        }
        if (total > XlsxReader::kMaxTotalBytes)
            return XlsxReader::tr("it would inflate to %1 bytes, more than the limit of %2")
                .arg(total)
                .arg(XlsxReader::kMaxTotalBytes);
        return {};
    }

    bool has(const QString& name) const { return m_names.contains(name); }

    // The part's bytes; inflating stops at the limit whatever the directory said.
    QByteArray part(const QString& name)
    {
        if (!m_names.contains(name) || unzLocateFile(m_zip, name.toUtf8().constData(), 1) != UNZ_OK)
            throw Failure{XlsxReader::tr("its part %1 is missing").arg(name)};
        if (unzOpenCurrentFile(m_zip) != UNZ_OK)
            throw Failure{XlsxReader::tr("its part %1 cannot be read").arg(name)};
        QByteArray bytes;
        char buffer[65536];
        for (;;) {
            const int n = unzReadCurrentFile(m_zip, buffer, sizeof buffer);
            if (n < 0) {
                unzCloseCurrentFile(m_zip);
                throw Failure{XlsxReader::tr("its part %1 is damaged").arg(name)};
            }
            if (n == 0)
                break;
            bytes.append(buffer, n);
            m_inflated += n;
            if (bytes.size() > XlsxReader::kMaxPartBytes || m_inflated > XlsxReader::kMaxTotalBytes) {
                unzCloseCurrentFile(m_zip);
                throw Failure{XlsxReader::tr("its part %1 inflates to more than its directory says").arg(name)};
            }
        }
        if (unzCloseCurrentFile(m_zip) != UNZ_OK) // a CRC that does not match
            throw Failure{XlsxReader::tr("its part %1 is damaged").arg(name)};
        return bytes;
    }

private:
    static constexpr quint64 kMaxParts = 10000;
    unzFile m_zip;
    QSet<QString> m_names;
    qint64 m_inflated = 0;
};

void checkXml(const QXmlStreamReader& xml, const QString& part)
{
    if (!xml.hasError())
        return;
    // Qt's own sentence ends with a period ("Entity expansion limit exceeded."), and ours follows it.
    QString reason = xml.errorString().trimmed();
    while (reason.endsWith(QLatin1Char('.')))
        reason.chop(1);
    throw Failure{XlsxReader::tr("its part %1 is not well-formed XML at line %2: %3")
                      .arg(part)
                      .arg(xml.lineNumber())
                      .arg(reason)};
}

// The text of a string item (<si> or <is>): its <t> elements, plain or in rich-text runs, without the phonetic
// guides (<rPh>) that Excel adds to Japanese text.
QString stringItem(QXmlStreamReader& xml)
{
    QString text;
    const QString end = xml.name().toString();
    int phonetic = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("rPh"))
                ++phonetic;
            else if (xml.name() == QLatin1String("t") && phonetic == 0)
                text += xml.readElementText();
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("rPh"))
                --phonetic;
            else if (xml.name() == end)
                break;
        }
    }
    return text;
}

QStringList sharedStrings(Archive& archive)
{
    const QString part = QStringLiteral("xl/sharedStrings.xml");
    QStringList strings;
    if (!archive.has(part))
        return strings;
    QXmlStreamReader xml(archive.part(part));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("si"))
            strings << stringItem(xml);
    }
    checkXml(xml, part);
    return strings;
}

QHash<QString, QString> relationships(Archive& archive)
{
    const QString part = QStringLiteral("xl/_rels/workbook.xml.rels");
    QHash<QString, QString> targets;
    QXmlStreamReader xml(archive.part(part));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("Relationship")) {
            QString target = xml.attributes().value(QLatin1String("Target")).toString();
            target = target.startsWith(u'/') ? target.mid(1) : QStringLiteral("xl/") + target;
            targets.insert(xml.attributes().value(QLatin1String("Id")).toString(), target);
        }
    }
    checkXml(xml, part);
    return targets;
}

void checkLength(const XlsxSheet& sheet, const CellRef& ref, const XlsxCell& cell)
{
    if (cell.text.size() > XlsxReader::kMaxCellCharacters)
        throw Failure{XlsxReader::tr("sheet \"%1\", cell %2 holds %3 characters, more than the %4 a cell may hold")
                          .arg(sheet.name, ref.name())
                          .arg(cell.text.size())
                          .arg(XlsxReader::kMaxCellCharacters)};
}

XlsxSheet readSheet(Archive& archive, const QString& part, XlsxSheet sheet, const QStringList& strings)
{
    QXmlStreamReader xml(archive.part(part));
    int row = -1;
    int column = -1;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("row")) {
            const int r = xml.attributes().value(QLatin1String("r")).toInt();
            row = r > 0 ? r - 1 : row + 1;
            column = -1;
            continue;
        }
        if (xml.name() != QLatin1String("c"))
            continue;
        const QString name = xml.attributes().value(QLatin1String("r")).toString();
        CellRef ref{row, column + 1};
        if (!name.isEmpty()) {
            const auto parsed = CellRef::parse(name);
            if (!parsed)
                throw Failure{
                    XlsxReader::tr("sheet \"%1\" names a cell \"%2\" that does not exist").arg(sheet.name, name)};
            ref = *parsed;
        }
        row = ref.row;
        column = ref.column;
        const QString type = xml.attributes().value(QLatin1String("t")).toString();
        XlsxCell cell;
        QString value;
        bool hasValue = false;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("f")) {
                cell.formula = true;
                xml.skipCurrentElement();
            } else if (xml.name() == QLatin1String("v")) {
                value = xml.readElementText();
                hasValue = true;
            } else if (xml.name() == QLatin1String("is")) {
                value = stringItem(xml);
                hasValue = true;
            } else {
                xml.skipCurrentElement();
            }
        }
        if (!hasValue && !cell.formula)
            continue; // formatting only
        if (type == QLatin1String("s")) {
            bool ok = false;
            const int index = value.toInt(&ok);
            if (!ok || index < 0 || index >= strings.size())
                throw Failure{XlsxReader::tr("sheet \"%1\", cell %2 refers to a string that does not exist")
                                  .arg(sheet.name, ref.name())};
            cell.text = strings.at(index);
        } else if (type == QLatin1String("b")) {
            cell.kind = XlsxCell::Kind::Boolean;
            cell.text = value;
            cell.number = value.toDouble();
        } else if (type == QLatin1String("e")) {
            cell.kind = XlsxCell::Kind::Error;
            cell.text = value;
        } else if (type == QLatin1String("inlineStr") || type == QLatin1String("str")) {
            cell.text = value;
        } else {
            bool ok = false;
            cell.number = value.toDouble(&ok);
            if (!ok && hasValue)
                throw Failure{XlsxReader::tr("sheet \"%1\", cell %2 holds \"%3\" where its type says a number")
                                  .arg(sheet.name, ref.name(), value.left(40))};
            cell.kind = XlsxCell::Kind::Number;
            cell.text = value;
        }
        checkLength(sheet, ref, cell);
        sheet.cells.insert(ref, cell);
    }
    checkXml(xml, part);
    return sheet;
}

// OpenDocument (.ods, as LibreOffice saves it): content.xml's tables, rows and cells, with their repeat counts. A date
// becomes the day number a spreadsheet stores (days since 1899-12-30), as in an XLSX file; a cell's text is its
// paragraphs joined by line breaks.
constexpr auto kTableNs = "urn:oasis:names:tc:opendocument:xmlns:table:1.0";
constexpr auto kOfficeNs = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";
constexpr auto kTextNs = "urn:oasis:names:tc:opendocument:xmlns:text:1.0";
constexpr auto kStyleNs = "urn:oasis:names:tc:opendocument:xmlns:style:1.0";
// Repeats beyond these only ever describe empty cells (a row repeated to the end of the sheet).
constexpr int kMaxOdsRows = 1048576;
constexpr int kMaxOdsColumns = 16384;

// The text of a <text:p> (or a span in it): spaces (<text:s text:c="n"/>), tabs and line breaks spelt out.
QString odsParagraph(QXmlStreamReader& xml)
{
    QString text;
    int depth = 1;
    while (depth > 0 && !xml.atEnd()) {
        xml.readNext();
        if (xml.isCharacters()) {
            text += xml.text();
        } else if (xml.isStartElement()) {
            ++depth;
            if (xml.namespaceUri() == QLatin1String(kTextNs)) {
                if (xml.name() == QLatin1String("s"))
                    text += QString(
                        std::max(1, xml.attributes().value(QLatin1String(kTextNs), QLatin1String("c")).toInt()), u' ');
                else if (xml.name() == QLatin1String("tab"))
                    text += u'\t';
                else if (xml.name() == QLatin1String("line-break"))
                    text += u'\n';
            }
        } else if (xml.isEndElement()) {
            --depth;
        }
    }
    return text;
}

QList<XlsxSheet> readOds(Archive& archive)
{
    const QString part = QStringLiteral("content.xml");
    QXmlStreamReader xml(archive.part(part));
    QSet<QString> hiddenStyles;
    QList<XlsxSheet> sheets;
    XlsxSheet* sheet = nullptr;
    QString style;
    int row = 0;
    int rowRepeat = 1;
    int column = 0;
    const auto attribute = [&](const char* ns, const char* name) {
        return xml.attributes().value(QLatin1String(ns), QLatin1String(name));
    };
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement()) {
            if (xml.namespaceUri() == QLatin1String(kTableNs) && xml.name() == QLatin1String("table-row"))
                row += rowRepeat;
            else if (xml.namespaceUri() == QLatin1String(kTableNs) && xml.name() == QLatin1String("table"))
                sheet = nullptr;
            continue;
        }
        if (!xml.isStartElement())
            continue;
        if (xml.namespaceUri() == QLatin1String(kStyleNs)) {
            if (xml.name() == QLatin1String("style"))
                style = attribute(kStyleNs, "name").toString();
            else if (xml.name() == QLatin1String("table-properties") &&
                     attribute(kTableNs, "display") == QLatin1String("false"))
                hiddenStyles.insert(style);
            continue;
        }
        if (xml.namespaceUri() != QLatin1String(kTableNs))
            continue;
        if (xml.name() == QLatin1String("table")) {
            sheets.append(XlsxSheet{});
            sheet = &sheets.last();
            sheet->name = attribute(kTableNs, "name").toString();
            sheet->hidden = hiddenStyles.contains(attribute(kTableNs, "style-name").toString());
            row = 0;
        } else if (xml.name() == QLatin1String("table-row") && sheet) {
            rowRepeat = std::clamp(attribute(kTableNs, "number-rows-repeated").toInt(), 1, kMaxOdsRows);
            column = 0;
        } else if ((xml.name() == QLatin1String("table-cell") || xml.name() == QLatin1String("covered-table-cell")) &&
                   sheet) {
            const int repeat = std::clamp(attribute(kTableNs, "number-columns-repeated").toInt(), 1, kMaxOdsColumns);
            const QString type = attribute(kOfficeNs, "value-type").toString();
            XlsxCell cell;
            cell.formula = !attribute(kTableNs, "formula").isEmpty();
            QString value;
            if (type == QLatin1String("float") || type == QLatin1String("percentage") ||
                type == QLatin1String("currency")) {
                cell.kind = XlsxCell::Kind::Number;
                value = attribute(kOfficeNs, "value").toString();
                bool ok = false;
                cell.number = value.toDouble(&ok);
                if (!ok)
                    throw Failure{XlsxReader::tr("sheet \"%1\", cell %2 holds \"%3\" where its type says a number")
                                      .arg(sheet->name, CellRef{row, column}.name(), value.left(40))};
            } else if (type == QLatin1String("date")) {
                const QDate date =
                    QDate::fromString(attribute(kOfficeNs, "date-value").left(10).toString(), Qt::ISODate);
                cell.kind = XlsxCell::Kind::Number;
                cell.number = double(QDate(1899, 12, 30).daysTo(date));
                value = date.toString(Qt::ISODate);
            } else if (type == QLatin1String("boolean")) {
                cell.kind = XlsxCell::Kind::Boolean;
                cell.number = attribute(kOfficeNs, "boolean-value") == QLatin1String("true") ? 1 : 0;
                value = QString::number(cell.number);
            }
            // The cell's paragraphs: the text of a string, the shown text of the others.
            QStringList paragraphs;
            while (xml.readNextStartElement()) {
                if (xml.namespaceUri() == QLatin1String(kTextNs) && xml.name() == QLatin1String("p")) {
                    paragraphs << odsParagraph(xml);
                } else {
                    xml.skipCurrentElement();
                }
            }
            cell.text = type.isEmpty() || type == QLatin1String("string") ? paragraphs.join(u'\n') : value;
            const bool empty = type.isEmpty() && cell.text.isEmpty() && !cell.formula;
            if (!empty) {
                if (row >= kMaxOdsRows || column + repeat > kMaxOdsColumns || qint64(repeat) * rowRepeat > 10000)
                    throw Failure{XlsxReader::tr("sheet \"%1\" repeats cell %2 more often than a workbook to "
                                                 "fill in can")
                                      .arg(sheet->name, CellRef{row, column}.name())};
                for (int r = 0; r < rowRepeat; ++r) {
                    for (int c = 0; c < repeat; ++c) {
                        const CellRef ref{row + r, column + c};
                        checkLength(*sheet, ref, cell);
                        sheet->cells.insert(ref, cell);
                    }
                }
            }
            column += repeat;
            // readNextStartElement() left the reader on the cell's end element, which the loop skips.
        }
    }
    checkXml(xml, part);
    return sheets;
}

} // namespace

XlsxReader::Result XlsxReader::read(const QString& path)
{
    Result result;
    const QString fileName = QFileInfo(path).fileName();
    if (!QFileInfo(path).isFile()) {
        result.error = tr("%1 does not exist.").arg(path);
        return result;
    }
    Archive archive(path);
    try {
        const QString opened = archive.open();
        if (!opened.isEmpty())
            throw Failure{opened};
        if (!archive.has(QStringLiteral("xl/workbook.xml")) && archive.has(QStringLiteral("content.xml"))) {
            result.sheets = readOds(archive);
            return result;
        }
        const QStringList strings = sharedStrings(archive);
        const QHash<QString, QString> targets = relationships(archive);
        const QString part = QStringLiteral("xl/workbook.xml");
        QXmlStreamReader xml(archive.part(part));
        QList<std::pair<XlsxSheet, QString>> listed;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement() || xml.name() != QLatin1String("sheet"))
                continue;
            XlsxSheet sheet;
            sheet.name = xml.attributes().value(QLatin1String("name")).toString();
            sheet.hidden = !xml.attributes().value(QLatin1String("state")).isEmpty() &&
                           xml.attributes().value(QLatin1String("state")) != QLatin1String("visible");
            const QString id = xml.attributes().value(QLatin1String(kRelationshipsNs), QLatin1String("id")).toString();
            if (!targets.contains(id))
                throw Failure{tr("its sheet \"%1\" has no part").arg(sheet.name)};
            listed.append({sheet, targets.value(id)});
        }
        checkXml(xml, part);
        for (const auto& [sheet, target] : listed)
            result.sheets.append(readSheet(archive, target, sheet, strings));
    } catch (const Failure& failure) {
        result.sheets.clear();
        result.error = tr("%1 cannot be read: %2.").arg(fileName, failure.reason);
    }
    return result;
}

} // namespace fw::core
