#include "report/supplierexchange.h"

#include "domain/questionnairecatalog.h"
#include "ingest/xlsxreader.h"
#include "report/reportlanguage.h"

#include <QLocale>

namespace fw::app::supplierexchange {

bool exportWorkbook(core::ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                    QString* error)
{
    const ReportLanguage scope(language);
    return core::supplierworkbook::Writer::write(project, candidateId, language, path, error);
}

bool reviewWorkbook(core::ProjectFile& project, const QString& path, std::optional<qint64> candidate,
                    core::supplierreview::Review* review, QString* error)
{
    const core::XlsxReader::Result workbook = core::XlsxReader::read(path);
    if (!workbook.error.isEmpty()) {
        *error = workbook.error;
        return false;
    }
    // The cells are read in the workbook's language; the review speaks the user's.
    QString stampError;
    const auto stamp = core::supplierreview::Reader::stamp(workbook, &stampError);
    core::supplierworkbook::Vocabulary words;
    {
        const ReportLanguage scope(stamp ? stamp->language : QStringLiteral("en"));
        words = core::supplierworkbook::Vocabulary::current();
    }
    const QString ui = QLocale().name().section(u'_', 0, 0);
    return core::supplierreview::Reader::review(
        project, workbook, candidate, words,
        core::QuestionnaireCatalog::languages().contains(ui) ? ui : QStringLiteral("en"), review, error);
}

} // namespace fw::app::supplierexchange
