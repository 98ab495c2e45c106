// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <QStringList>

// docs/architecture.md's table "Folders and what they may depend on", read as rules and checked against a source
// tree. What a row means:
// - its first cell names the folder in backquotes; the row covers the folders below it as well, unless the cell says
//   "(top level)", which is only the folder's own files;
// - its last cell's backquoted paths are what the folder's files may include besides their own folder: a folder
//   (`core/domain`, with everything below it), every folder of one (`core/*`), or one header, with or without its
//   extension (`app/prompts.h`, `app/languagemanager`); a folder followed by "top level" (`app/` top level) is only
//   its own files; other text outside backquotes (Qt Core, libssh) is for people;
// - a last cell that starts with "whatever" (tests/) allows any project header.
namespace tooling {

// Every way the tree at `root` departs from the table in `root`/`table`: an include of a project header that crosses
// its row (file, line, the include and the rule), a source file over `maxLines` lines, a folder with sources that no
// row covers, and a row or a rule that names a path the tree lacks. Empty when the tree keeps the table.
QStringList dependencyProblems(const QString& root, const QString& table = QStringLiteral("docs/architecture.md"),
                               int maxLines = 800);

// Every source file below `root` whose first line is not "// SPDX-License-Identifier: Apache-2.0", the project's
// licence (LICENSE), as "file: ..." lines. Empty when every file names it.
QStringList licenceProblems(const QString& root);

} // namespace tooling
