// SPDX-License-Identifier: Apache-2.0
#include "report/pdftextlayer.h"

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <algorithm>

namespace fw::app {

namespace {

// Code points Qt's reverse search finds before the character the page shows: CJK radicals that share their glyph
// with an ideograph, and Latin ligatures whose glyph the shaper chose.
bool readsAsSomethingElse(char16_t c)
{
    return (c >= 0x2E80 && c <= 0x2FDF) || (c >= 0xFB00 && c <= 0xFB06);
}

QByteArray hexOf(const QString& text)
{
    QByteArray hex;
    for (const QChar c : text)
        hex += QByteArray::number(c.unicode(), 16).rightJustified(4, '0').toUpper();
    return hex;
}

// One destination of a ToUnicode map (UTF-16BE in hex, "2F47") as the character the page shows ("65E5").
QByteArray readable(const QByteArray& hex)
{
    const QByteArray bytes = QByteArray::fromHex(hex);
    QString result;
    bool changed = false;
    for (qsizetype i = 0; i + 1 < bytes.size(); i += 2) {
        const QChar c(char16_t((uchar(bytes.at(i)) << 8) | uchar(bytes.at(i + 1))));
        if (readsAsSomethingElse(c.unicode())) {
            result += QString(c).normalized(QString::NormalizationForm_KC);
            changed = true;
        } else {
            result += c;
        }
    }
    return changed ? hexOf(result) : hex;
}

// Every destination in `array` ("<0031> <2F47>") made readable.
QByteArray readableArray(const QByteArray& array)
{
    static const QRegularExpression hex(QStringLiteral("<([0-9A-Fa-f]+)>"));
    QByteArray result;
    for (auto it = hex.globalMatch(QString::fromLatin1(array)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        result += (result.isEmpty() ? "<" : " <") + readable(m.captured(1).toLatin1()) + '>';
    }
    return result;
}

// The lines of a ToUnicode map with readable destinations: "<lo> <hi> <dst>" (a linear range, written out as an
// array when one of its characters changes), "<lo> <hi> [<dst> ...]" and "<src> <dst>" (bfchar). Other lines,
// and the code space range (whose "destination" is no character), stay as they are.
QByteArray readableMap(const QByteArray& map)
{
    static const QRegularExpression linear(QStringLiteral("^<([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)> <([0-9A-Fa-f]+)>$"));
    static const QRegularExpression array(QStringLiteral("^(<[0-9A-Fa-f]+> <[0-9A-Fa-f]+> )\\[(.*)\\]$"));
    static const QRegularExpression single(QStringLiteral("^(<[0-9A-Fa-f]+> )<([0-9A-Fa-f]+)>$"));
    QList<QByteArray> lines = map.split('\n');
    bool inCodeSpace = false;
    for (QByteArray& line : lines) {
        if (line.endsWith("begincodespacerange") || line == "endcodespacerange") {
            inCodeSpace = !line.startsWith("end");
            continue;
        }
        if (inCodeSpace)
            continue;
        const QString text = QString::fromLatin1(line);
        if (const QRegularExpressionMatch m = linear.match(text); m.hasMatch()) {
            const uint lo = m.captured(1).toUInt(nullptr, 16);
            const uint hi = m.captured(2).toUInt(nullptr, 16);
            const uint dst = m.captured(3).toUInt(nullptr, 16);
            if (hi < lo || hi - lo > 0xff || m.captured(3).size() != 4)
                continue;
            QByteArray written;
            bool changed = false;
            for (uint i = 0; i <= hi - lo; ++i) {
                const QByteArray one = QByteArray::number(dst + i, 16).rightJustified(4, '0').toUpper();
                const QByteArray made = readable(one);
                changed = changed || made != one;
                written += (i == 0 ? "<" : " <") + made + '>';
            }
            if (changed)
                line = '<' + m.captured(1).toLatin1() + "> <" + m.captured(2).toLatin1() + "> [" + written + ']';
        } else if (const QRegularExpressionMatch a = array.match(text); a.hasMatch()) {
            line = a.captured(1).toLatin1() + '[' + readableArray(a.captured(2).toLatin1()) + ']';
        } else if (const QRegularExpressionMatch s = single.match(text); s.hasMatch()) {
            line = s.captured(1).toLatin1() + '<' + readable(s.captured(2).toLatin1()) + '>';
        }
    }
    return lines.join('\n');
}

struct Edit
{
    qsizetype at = 0;
    qsizetype length = 0;
    QByteArray with;
};

} // namespace

QByteArray readableTextLayer(const QByteArray& pdf)
{
    // Where the cross-reference table is: without one this cannot keep the offsets right, so nothing changes.
    const qsizetype startxref = pdf.lastIndexOf("startxref\n");
    if (startxref < 0)
        return pdf;
    const qsizetype numberEnd = pdf.indexOf('\n', startxref + 10);
    bool ok = false;
    const qsizetype xref = pdf.mid(startxref + 10, numberEnd - startxref - 10).toLongLong(&ok);
    if (!ok || xref <= 0 || xref >= startxref || !pdf.mid(xref).startsWith("xref\n"))
        return pdf;

    QList<Edit> edits;
    static const QByteArray kLength = "<< /Length ";
    for (qsizetype found = pdf.indexOf("begincmap"); found >= 0 && found < xref;
         found = pdf.indexOf("begincmap", found + 1)) {
        // The stream around it: "<< /Length N >>\nstream\n" and N bytes of map.
        const qsizetype streamKeyword = pdf.lastIndexOf(">>\nstream\n", found);
        const qsizetype dictionary = pdf.lastIndexOf(kLength, streamKeyword);
        if (streamKeyword < 0 || dictionary < 0)
            continue;
        const qsizetype digits = dictionary + kLength.size();
        const qsizetype length = pdf.mid(digits, streamKeyword - digits).trimmed().toLongLong(&ok);
        const qsizetype content = streamKeyword + 10;
        if (!ok || content + length > xref || found >= content + length)
            continue;
        const QByteArray map = pdf.mid(content, length);
        const QByteArray made = readableMap(map);
        if (made == map)
            continue;
        edits << Edit{digits, streamKeyword - digits, QByteArray::number(made.size()) + ' '}
              << Edit{content, length, made};
    }
    if (edits.isEmpty())
        return pdf;

    // The file with the edits, and where each old offset went.
    QByteArray result;
    QList<std::pair<qsizetype, qsizetype>> shifts; // (old position after which, total shift)
    qsizetype from = 0;
    qsizetype shift = 0;
    for (const Edit& edit : edits) {
        result += pdf.mid(from, edit.at - from) + edit.with;
        from = edit.at + edit.length;
        shift += edit.with.size() - edit.length;
        shifts.append({from, shift});
    }
    result += pdf.mid(from);
    const auto moved = [&](qsizetype old) {
        qsizetype by = 0;
        for (const auto& [after, total] : shifts) {
            if (old >= after)
                by = total;
        }
        return old + by;
    };

    // The table: "xref\n0 N\n" then N entries of 20 bytes, "0000012345 00000 n \n".
    const qsizetype newXref = moved(xref);
    const qsizetype header = result.indexOf('\n', newXref + 5);
    const QList<QByteArray> counts = result.mid(newXref + 5, header - newXref - 5).split(' ');
    const qsizetype entries = counts.size() == 2 ? counts.at(1).toLongLong() : 0;
    for (qsizetype i = 0; i < entries; ++i) {
        const qsizetype entry = header + 1 + i * 20;
        if (result.at(entry + 17) != 'n')
            continue;
        const qsizetype old = result.mid(entry, 10).toLongLong();
        result.replace(entry, 10, QByteArray::number(moved(old)).rightJustified(10, '0'));
    }
    const qsizetype newStart = result.lastIndexOf("startxref\n");
    const qsizetype newEnd = result.indexOf('\n', newStart + 10);
    result.replace(newStart + 10, newEnd - newStart - 10, QByteArray::number(newXref));
    return result;
}

} // namespace fw::app
