// SPDX-License-Identifier: Apache-2.0
#include "common/logimport.h"

#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cerrno>
#include <exception>
#include <new>
#include <system_error>

namespace fw::app {

namespace {

QString unexpected(const QString& path, const std::exception& error)
{
    return QCoreApplication::translate("fw::app::LogImport", "%1: the import stopped (%2); nothing of the file was "
                                                             "stored.")
        .arg(QFileInfo(path).fileName(), QString::fromLocal8Bit(error.what()));
}

} // namespace

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
    } catch (const std::system_error& error) {
        // A thread that could not start (its stack could not be mapped: "Resource temporarily unavailable") is
        // memory too; anything else the standard library throws is refused with what it says.
        const std::error_code code = error.code();
        if (code == std::errc::resource_unavailable_try_again || code == std::errc::not_enough_memory)
            return {{}, core::ImportError::outOfMemory(QFileInfo(path).fileName()), false, false};
        return {{}, unexpected(path, error), false, false};
    } catch (const std::exception& error) {
        return {{}, unexpected(path, error), false, false};
    }
}

} // namespace fw::app
