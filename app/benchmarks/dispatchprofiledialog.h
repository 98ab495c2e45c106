// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/candidate.h"
#include "remote/connectionprofile.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace fw::app {

// Edits one connection profile, and the candidate it belongs to. It holds no secret: a key file's passphrase is asked
// for when a run needs it. Tests find the fields by object name: candidate, name, launcher, host, port, user,
// identity, keyFile, jumpHost, workDir, keepaliveSeconds, nodes, nodeCount, ranksPerNode, launcherArgs, localAgent,
// clusterNode (this computer is a node of the candidate's cluster), askBeforeRun, problems.
class DispatchProfileDialog final : public QDialog
{
    Q_OBJECT

public:
    DispatchProfileDialog(const core::ConnectionProfile& profile, const QList<core::Candidate>& candidates,
                          QWidget* parent = nullptr);

    core::ConnectionProfile profile() const;
    void accept() override;

private:
    void updateEnabled();

    core::ConnectionProfile m_original;
    QComboBox* m_candidate;
    QLineEdit* m_name;
    QComboBox* m_launcher;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_user;
    QComboBox* m_identity;
    QLineEdit* m_keyFile;
    QLineEdit* m_jumpHost;
    QLineEdit* m_workDir;
    QSpinBox* m_keepalive;
    QPlainTextEdit* m_nodes;
    QSpinBox* m_nodeCount;
    QSpinBox* m_ranksPerNode;
    QLineEdit* m_launcherArgs;
    QLineEdit* m_localAgent;
    QCheckBox* m_clusterNode;
    QCheckBox* m_askBeforeRun;
    QLabel* m_problems;
};

} // namespace fw::app
