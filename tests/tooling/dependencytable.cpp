// SPDX-License-Identifier: Apache-2.0
#include "dependencytable.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <vector>

namespace tooling {

namespace {

struct Row
{
    int line = 0;             // in the table's file, for the message
    QString folder;           // relative to the root, without a trailing slash
    bool topLevel = false;    // only the folder's own files, not the folders below
    bool anything = false;    // "whatever it tests"
    QStringList allowed;      // the backquoted paths of the last cell, without a trailing slash
    QStringList topLevelOnly; // those among them followed by "top level": their own files, not the folders below
    QString rule;             // the last cell as written
};

QStringList backquoted(const QString& cell)
{
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    QStringList found;
    for (auto it = code.globalMatch(cell); it.hasNext();)
        found << it.next().captured(1).trimmed();
    return found;
}

QString withoutSlash(QString path)
{
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    return path;
}

QString folderOf(const QString& path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? QString() : path.left(slash);
}

bool isUnder(const QString& path, const QString& folder)
{
    return path.startsWith(folder + QLatin1Char('/'));
}

// The rows of the table under the heading "Folders and what they may depend on".
std::vector<Row> readTable(const QString& path, QStringList& problems)
{
    std::vector<Row> rows;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        problems << QStringLiteral("%1: cannot be read").arg(path);
        return rows;
    }
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    qsizetype i = 0;
    while (i < lines.size() && !lines[i].startsWith(QLatin1String("## Folders and what they may depend on")))
        ++i;
    // The heading, the table's header and its separator line.
    for (i += 1; i < lines.size() && !lines[i].startsWith(QLatin1Char('|')); ++i) {
    }
    for (i += 2; i < lines.size() && lines[i].startsWith(QLatin1Char('|')); ++i) {
        QStringList cells = lines[i].split(QLatin1Char('|'));
        cells.removeFirst();
        if (!cells.isEmpty() && cells.constLast().trimmed().isEmpty())
            cells.removeLast();
        const QStringList names = cells.isEmpty() ? QStringList() : backquoted(cells.constFirst());
        if (cells.size() < 3 || names.isEmpty()) {
            problems << QStringLiteral("%1:%2: a row without a folder in backquotes and a \"may depend on\" cell")
                            .arg(path)
                            .arg(i + 1);
            continue;
        }
        Row row;
        row.line = int(i + 1);
        row.folder = withoutSlash(names.constFirst());
        row.topLevel = cells.constFirst().contains(QLatin1String("(top level)"));
        row.rule = cells.constLast().trimmed();
        row.anything = row.rule.startsWith(QLatin1String("whatever"));
        static const QRegularExpression allowedPath(QStringLiteral("`([^`]*/[^`]*)`( \\(?top level)?"));
        for (auto it = allowedPath.globalMatch(row.rule); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            row.allowed << withoutSlash(match.captured(1).trimmed());
            if (match.hasCaptured(2))
                row.topLevelOnly << row.allowed.constLast();
        }
        rows.push_back(row);
    }
    if (rows.empty())
        problems << QStringLiteral("%1: no table under \"## Folders and what they may depend on\"").arg(path);
    return rows;
}

// The row that covers a folder: the one naming it, else the nearest one above it that covers its folders.
const Row* rowFor(const std::vector<Row>& rows, const QString& folder)
{
    const Row* best = nullptr;
    for (const Row& row : rows) {
        const bool covers = folder == row.folder || (!row.topLevel && isUnder(folder, row.folder));
        if (covers && (!best || row.folder.size() > best->folder.size()))
            best = &row;
    }
    return best;
}

bool allows(const Row& row, const QString& rule, const QString& target)
{
    if (row.topLevelOnly.contains(rule))
        return folderOf(target) == rule;
    if (rule.endsWith(QLatin1String("/*")))
        return isUnder(target, rule.chopped(2));
    if (target == rule || isUnder(target, rule))
        return true;
    const qsizetype dot = target.lastIndexOf(QLatin1Char('.'));
    return dot > 0 && target.left(dot) == rule; // a header named without its extension
}

bool namesSomething(const QString& root, const QString& rule)
{
    const QString path = root + QLatin1Char('/') + (rule.endsWith(QLatin1String("/*")) ? rule.chopped(2) : rule);
    return QFileInfo(path).exists() || QFileInfo::exists(path + QLatin1String(".h")) ||
           QFileInfo::exists(path + QLatin1String(".cpp"));
}

// The folders a quoted include is looked up in after the including file's own, as the targets' include directories
// are set in CMake: the app's and fw_core's, the agent's and fw_base's (core/), the test helpers'.
QStringList includeRoots(const QString& file)
{
    if (file.startsWith(QLatin1String("remote-agent/")))
        return {QStringLiteral("remote-agent"), QStringLiteral("core")};
    if (file.startsWith(QLatin1String("app/")))
        return {QStringLiteral("app"), QStringLiteral("core")};
    if (file.startsWith(QLatin1String("tests/")))
        return {QStringLiteral("tests/support"), QStringLiteral("tests/harness"), QStringLiteral("app"),
                QStringLiteral("core")};
    return {QStringLiteral("core")};
}

// The project file a quoted include names, relative to the root; empty for anything else (Qt, generated files).
QString resolve(const QString& root, const QString& file, const QString& include)
{
    QStringList candidates{QDir::cleanPath(folderOf(file) + QLatin1Char('/') + include)};
    for (const QString& folder : includeRoots(file))
        candidates << QDir::cleanPath(folder + QLatin1Char('/') + include);
    for (const QString& candidate : std::as_const(candidates)) {
        if (!candidate.startsWith(QLatin1String("../")) && QFileInfo(root + QLatin1Char('/') + candidate).isFile())
            return candidate;
    }
    return {};
}

bool isSource(const QString& path)
{
    static const QStringList suffixes{QStringLiteral("cpp"), QStringLiteral("h"), QStringLiteral("c"),
                                      QStringLiteral("cc"), QStringLiteral("hpp")};
    return suffixes.contains(QFileInfo(path).suffix());
}

// Sources below the root, relative to it; hidden folders and build trees (build/, build-*/) are not the project's.
QStringList sources(const QString& root)
{
    QStringList found;
    const QDir top(root);
    for (const QString& folder : top.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (folder == QLatin1String("build") || folder.startsWith(QLatin1String("build-")))
            continue;
        QDirIterator it(top.filePath(folder), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = top.relativeFilePath(it.next());
            if (isSource(path))
                found << path;
        }
    }
    for (const QString& file : top.entryList(QDir::Files)) {
        if (isSource(file))
            found << file;
    }
    found.sort();
    return found;
}

} // namespace

QStringList dependencyProblems(const QString& root, const QString& table, int maxLines)
{
    QStringList problems;
    const std::vector<Row> rows = readTable(root + QLatin1Char('/') + table, problems);
    for (const Row& row : rows) {
        if (!QFileInfo(root + QLatin1Char('/') + row.folder).isDir())
            problems << QStringLiteral("%1:%2: the row of `%3/` names a folder the tree lacks")
                            .arg(table)
                            .arg(row.line)
                            .arg(row.folder);
        for (const QString& rule : row.allowed) {
            if (!namesSomething(root, rule))
                problems << QStringLiteral("%1:%2: the row of `%3/` allows `%4`, which the tree lacks")
                                .arg(table)
                                .arg(row.line)
                                .arg(row.folder, rule);
        }
    }

    QSet<QString> used; // "row line\nrule" for every allowed path some file of the row includes
    static const QRegularExpression includeLine(QStringLiteral("^\\s*#\\s*include\\s*\"([^\"]+)\""));
    QSet<QString> unnamed;
    for (const QString& file : sources(root)) {
        QFile source(root + QLatin1Char('/') + file);
        if (!source.open(QIODevice::ReadOnly | QIODevice::Text)) {
            problems << QStringLiteral("%1: cannot be read").arg(file);
            continue;
        }
        const QStringList lines = QString::fromUtf8(source.readAll()).split(QLatin1Char('\n'));
        const qsizetype count = lines.size() - (lines.constLast().isEmpty() ? 1 : 0);
        if (count > maxLines)
            problems << QStringLiteral("%1: %2 lines, more than %3 (split it)").arg(file).arg(count).arg(maxLines);

        const QString folder = folderOf(file);
        const Row* row = rowFor(rows, folder);
        if (!row) {
            if (!unnamed.contains(folder))
                problems << QStringLiteral("%1/: a folder with sources (%2) that no row of %3's table names")
                                .arg(folder.isEmpty() ? QStringLiteral(".") : folder, file, table);
            unnamed.insert(folder);
            continue;
        }
        if (row->anything)
            continue;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QRegularExpressionMatch match = includeLine.match(lines[i]);
            if (!match.hasMatch())
                continue;
            const QString target = resolve(root, file, match.captured(1));
            if (target.isEmpty() || rowFor(rows, folderOf(target)) == row)
                continue;
            bool allowed = false;
            for (const QString& rule : row->allowed) {
                if (allows(*row, rule, target)) {
                    allowed = true;
                    used.insert(QString::number(row->line) + QLatin1Char('\n') + rule);
                }
            }
            if (!allowed)
                problems << QStringLiteral("%1:%2: #include \"%3\" (%4) crosses the table: `%5/` may depend on %6 "
                                           "(%7:%8)")
                                .arg(file)
                                .arg(i + 1)
                                .arg(match.captured(1), target, row->folder, row->rule, table)
                                .arg(row->line);
        }
    }
    // A rule nothing needs is drift too: the table would say a folder depends on what it does not.
    for (const Row& row : rows) {
        for (const QString& rule : row.allowed) {
            if (namesSomething(root, rule) && !used.contains(QString::number(row.line) + QLatin1Char('\n') + rule))
                problems << QStringLiteral("%1:%2: the row of `%3/` allows `%4`, which none of its files includes")
                                .arg(table)
                                .arg(row.line)
                                .arg(row.folder, rule);
        }
    }
    return problems;
}

QStringList licenceProblems(const QString& root)
{
    static const QByteArray kLine = "// SPDX-License-Identifier: Apache-2.0";
    QStringList problems;
    for (const QString& file : sources(root)) {
        QFile source(root + QLatin1Char('/') + file);
        if (!source.open(QIODevice::ReadOnly | QIODevice::Text))
            problems << QStringLiteral("%1: cannot be read").arg(file);
        else if (source.readLine().trimmed() != kLine)
            problems << QStringLiteral("%1: the first line is not \"%2\"").arg(file, QString::fromLatin1(kLine));
    }
    return problems;
}

} // namespace tooling
