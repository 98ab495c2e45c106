// SPDX-License-Identifier: Apache-2.0
#pragma once

// Edits a real .xlsx file the way a spreadsheet application saves it: the archive is unpacked with zlib's minizip
// (the one libxlsxwriter and the reader use), a cell's XML is rewritten in its sheet part, and every part is packed
// again. Tests that include this link minizip (PkgConfig::MINIZIP).
#include <QByteArray>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <unzip.h>
#include <utility>
#include <zip.h>

namespace xlsxedit {

using Parts = QList<std::pair<QString, QByteArray>>;

inline Parts unpack(const QString& path)
{
    Parts parts;
    unzFile zip = unzOpen64(QFile::encodeName(path).constData());
    if (!zip)
        return parts;
    for (int status = unzGoToFirstFile(zip); status == UNZ_OK; status = unzGoToNextFile(zip)) {
        char name[1024];
        unz_file_info64 info{};
        unzGetCurrentFileInfo64(zip, &info, name, sizeof name, nullptr, 0, nullptr, 0);
        QByteArray bytes(qsizetype(info.uncompressed_size), Qt::Uninitialized);
        unzOpenCurrentFile(zip);
        const int read = unzReadCurrentFile(zip, bytes.data(), unsigned(bytes.size()));
        unzCloseCurrentFile(zip);
        if (read != bytes.size())
            return {};
        parts.append({QString::fromUtf8(name), bytes});
    }
    unzClose(zip);
    return parts;
}

inline bool pack(const QString& path, const Parts& parts)
{
    QFile::remove(path);
    zipFile zip = zipOpen64(QFile::encodeName(path).constData(), APPEND_STATUS_CREATE);
    if (!zip)
        return false;
    bool ok = true;
    for (const auto& [name, bytes] : parts) {
        zip_fileinfo info{};
        ok = ok &&
             zipOpenNewFileInZip64(zip, name.toUtf8().constData(), &info, nullptr, 0, nullptr, 0, nullptr, Z_DEFLATED,
                                   Z_DEFAULT_COMPRESSION, 0) == ZIP_OK &&
             zipWriteInFileInZip(zip, bytes.constData(), unsigned(bytes.size())) == ZIP_OK &&
             zipCloseFileInZip(zip) == ZIP_OK;
    }
    return zipClose(zip, nullptr) == ZIP_OK && ok;
}

inline QByteArray escaped(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

// The XML of a cell with its style kept: an inline string, a number, or a formula with its cached text result.
inline QByteArray textCell(const QString& text)
{
    return "t=\"inlineStr\"><is><t xml:space=\"preserve\">" + escaped(text) + "</t></is></c>";
}
inline QByteArray numberCell(double value)
{
    return "><v>" + QByteArray::number(value, 'g', 15) + "</v></c>";
}
inline QByteArray formulaCell(const QString& formula, const QString& result)
{
    return "t=\"str\"><f>" + escaped(formula) + "</f><v>" + escaped(result) + "</v></c>";
}

// Replaces cell `ref` ("E2") of the sheet part `part` ("xl/worksheets/sheet1.xml") with `tail`, one of the above.
// False when the part or the cell is not there.
inline bool setCell(Parts& parts, const QString& part, const QString& ref, const QByteArray& tail)
{
    for (auto& [name, bytes] : parts) {
        if (name != part)
            continue;
        const QRegularExpression cell(QStringLiteral("<c r=\"%1\"( s=\"\\d+\")?( t=\"\\w+\")?(/>|>.*?</c>)").arg(ref),
                                      QRegularExpression::DotMatchesEverythingOption);
        QString xml = QString::fromUtf8(bytes);
        const QRegularExpressionMatch match = cell.match(xml);
        if (!match.hasMatch())
            return false;
        const QString replacement =
            QStringLiteral("<c r=\"%1\"%2 ").arg(ref, match.captured(1)) + QString::fromUtf8(tail);
        xml.replace(match.capturedStart(), match.capturedLength(), replacement);
        bytes = xml.toUtf8();
        return true;
    }
    return false;
}

} // namespace xlsxedit
