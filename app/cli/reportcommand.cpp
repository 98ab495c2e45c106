// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "languagemanager.h"
#include "report/reportbuilder.h"
#include "report/reportlanguage.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

namespace fw::app::cli {

int reportCommand(const QStringList& arguments)
{
    CommandLine parser(tr("fabric-workbench report --project P [--lang en|de|ja] [--format pdf|html|xlsx|csv] --out F"),
                       tr("Write the procurement report of a project (PDF or HTML), or its procurement worksheet (XLSX "
                          "or CSV), in English, German or Japanese."));
    const QCommandLineOption languageOption(
        QStringLiteral("lang"),
        tr("The report language: en, de or ja; by default the language of these messages (LANG)."),
        QStringLiteral("en|de|ja"), LanguageManager::current());
    const QCommandLineOption formatOption(QStringLiteral("format"),
                                          tr("pdf or html (the report), xlsx or csv (the worksheet); by default "
                                             "the suffix of --out."),
                                          QStringLiteral("pdf|html|xlsx|csv"));
    const QCommandLineOption outOption(QStringLiteral("out"), tr("The file to write."), QStringLiteral("file"));
    parser.addOptions({languageOption, formatOption, outOption});
    if (const std::optional<int> exitCode = parser.read(arguments, {&outOption}))
        return *exitCode;
    if (!parser.positionalArguments().isEmpty())
        return parser.usageError(tr("The report takes no file names; --out names the file to write."));
    const QString language = parser.value(languageOption);
    if (!ReportLanguage::isKnown(language)) {
        print(stderr, tr("--lang must be en, de or ja, not \"%1\".").arg(language));
        return 2;
    }
    const QString out = parser.value(outOption);
    const QString formatKey =
        parser.isSet(formatOption) ? parser.value(formatOption) : QFileInfo(out).suffix().toLower();
    const std::optional<ReportBuilder::Format> format = ReportBuilder::formatFromKey(formatKey);
    if (!format) {
        print(stderr, tr("--format must be pdf, html, xlsx or csv, not \"%1\".").arg(formatKey));
        return 2;
    }
    const std::unique_ptr<core::ProjectFile> project = parser.openProject(OpenMode::AsItIs);
    if (!project)
        return 2;
    QString error;
    if (!ReportBuilder::exportProject(*project, language, *format, out, &error)) {
        print(stderr, error);
        return 1;
    }
    print(stdout, tr("Wrote %1").arg(QDir::toNativeSeparators(out)));
    return 0;
}

} // namespace fw::app::cli
