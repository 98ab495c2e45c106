#include "common/logimport.h"

#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/storageerror.h"

#include <QFileInfo>
#include <new>

namespace fw::app {

LogImport importLog(core::ProjectFile& project, const QString& path, std::optional<qint64> candidateId,
                    std::optional<core::RunSource> source, core::ImportMode mode, std::stop_token stop)
{
    try {
        return {core::BenchmarkRunRepository(project).import(
                    [&](core::ResultSink& sink) { return core::Importer::readFile(path, mode, stop, &sink); },
                    [&](core::BenchmarkRun& run) {
                        run.candidateId = candidateId;
                        if (source)
                            run.source = *source;
                    }),
                QString(), false, false};
    } catch (const core::ImportError& error) {
        return {{}, error.message(), error.isRowError(), error.isRunFailed()};
    } catch (const core::StorageError& error) {
        return {{}, error.message(), false, false};
    } catch (const std::bad_alloc&) {
        // The transaction was rolled back on the way here and what the file took is freed: refuse, never abort.
        return {{}, core::ImportError::outOfMemory(QFileInfo(path).fileName()), false, false};
    }
}

} // namespace fw::app
