// SPDX-License-Identifier: Apache-2.0
#include "slurmharness.h"

#include "processrun.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace {

const QString kScript = QStringLiteral(FW_SOURCE_DIR "/tests/harness/slurm.sh");

} // namespace

SlurmHarness::SlurmHarness(const QString& dir) : m_dir(dir)
{
    start({m_dir});
}

SlurmHarness::SlurmHarness(const QString& dir, const QString& clusterPrefix, int hosts, const QString& subnet)
    : m_dir(dir), m_clusterPrefix(clusterPrefix)
{
    start({m_dir, QStringLiteral("--netcluster"), clusterPrefix, QString::number(hosts), subnet});
}

void SlurmHarness::start(const QStringList& arguments)
{
    // slurm.sh waits for the node itself (capped at a minute); the process cap only matters when the script hangs.
    const testsupport::ProcessResult script = testsupport::runProcess(kScript, arguments);
    if (!script.finished) {
        m_error = QStringLiteral("slurm.sh did not finish by itself: ") + QString::fromUtf8(script.err);
        return;
    }
    m_missing = script.exitCode == 2;
    m_running = script.exitCode == 0;
    if (!m_running)
        m_error = QString::fromUtf8(script.err);
}

SlurmHarness::~SlurmHarness()
{
    if (!m_running)
        return;
    QProcess::execute(kScript, {m_dir, QStringLiteral("stop")});
}

QByteArray SlurmHarness::client(const QString& program, const QStringList& arguments) const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("SLURM_CONF"), confPath());
    if (m_clusterPrefix.isEmpty())
        return testsupport::runProcess(program, arguments, environment).out;
    // slurmctld listens on the head's fabric address, which only the cluster's hosts reach
    return testsupport::runProcess(QStringLiteral("nsenter"),
                                   QStringList{QStringLiteral("--net=/run/netns/%1h1").arg(m_clusterPrefix),
                                               QStringLiteral("--uts=/run/netcluster/%1h1.uts").arg(m_clusterPrefix),
                                               QStringLiteral("--"), program} +
                                       arguments,
                                   environment)
        .out;
}
